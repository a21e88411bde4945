import { texts } from '@campus/contract';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs of plain text typed by people, safe as HTML whatever they wrote; line breaks kept. */
const paragraph = (text: string, label?: string) =>
  `<p>${label ? `<strong>${escapeHtml(label)}:</strong> ` : ''}${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/**
 * The description of an approved tutoría (issue 30), as the event card and the calendar feed show it: who asked
 * and for what, then the place (a link is the event's join URL instead), the student's question and the
 * teacher's reply. The event card clamps a description to four lines, so the place comes before the long texts.
 */
export function buildTutoringDescription(parts: {
  student: string;
  title: string;
  place: string | null;
  message: string | null;
  reply: string | null;
}): string {
  const t = texts.teachingTutoring;
  return [
    paragraph(texts.requests.eventDescription.replace('{student}', parts.student).replace('{title}', parts.title)),
    parts.place ? paragraph(parts.place, t.eventPlace) : '',
    parts.message ? paragraph(parts.message, t.eventQuestion) : '',
    parts.reply ? paragraph(parts.reply, t.eventReply) : '',
  ].join('');
}
