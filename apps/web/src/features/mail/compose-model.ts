import { texts, type MailAddressLine, type MailDraft, type MailMessage, type MailRecipient } from '@campus/contract';
import { escapeHtml } from './escape-html';
import { formatReaderDate } from './format-mail-date';

/** Spec 002 §4: reply (mode 1), reply to all (mode 2), forward (mode 3). */
export type ReplyMode = 'reply' | 'replyAll' | 'forward';
export const specModeOf: Record<ReplyMode, 1 | 2 | 3> = { reply: 1, replyAll: 2, forward: 3 };

/** What the composer opens on: a new mail, a saved draft, or an answer to / forward of a message. */
export type ComposeRequest = { mode: 'new'; recipients?: MailRecipient[] } | { mode: 'draft'; draftId: number } | { mode: ReplyMode; source: MailMessage };

/** The form's values (the mailData fields the user edits). */
export interface ComposeValues {
  selectedRecipients: MailRecipient[];
  selectedRecipientsCC: MailRecipient[];
  selectedRecipientsBCC: MailRecipient[];
  subject: string;
  emailContent: string;
}

/** Who is writing: their address and code leave the recipients of a reply to all. */
export interface ComposeUser {
  edu_codigocontacto: string;
  emailaddress1: string | null;
}

export const emptyComposeValues: ComposeValues = { selectedRecipients: [], selectedRecipientsCC: [], selectedRecipientsBCC: [], subject: '', emailContent: '' };

/** A header line as a recipient of the composer. */
export function toRecipient(line: { name: string; address: string; edu_codigocontacto?: string | null }): MailRecipient {
  return { contact: { fullname: line.name || line.address, emailaddress1: line.address, externalId: line.edu_codigocontacto ?? null }, formation: null };
}

const addressKey = (address: string) => address.trim().toLowerCase();

/** The recipients without duplicates (by address), in order. */
export function uniqueRecipients(recipients: readonly MailRecipient[]): MailRecipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    const key = addressKey(recipient.contact.emailaddress1);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "RE: Asunto", without stacking the prefix ("RE: RE: …") when answering an answer. */
export function prefixSubject(prefix: string, subject: string): string {
  const bare = subject.trim();
  return bare.toLowerCase().startsWith(prefix.trim().toLowerCase()) ? bare : `${prefix}${bare}`;
}

/** The original under an answer or a forward: who wrote it and when, then its body, quoted. */
export function quoteOf(source: MailMessage): string {
  const sender = source.from.name ? `${source.from.name} <${source.from.address}>` : source.from.address;
  const header = texts.mail.quoteHeader(sender, formatReaderDate(source.date));
  return `<hr><p>${escapeHtml(header)}</p><blockquote>${source.body.content}</blockquote>`;
}

/**
 * The composer's starting values for an answer or a forward (spec 002 §4). Reply: to the sender (to the
 * original recipients when answering one's own sent mail). Reply to all: the sender and every To, CC the
 * original CC, the user left out. Forward: no recipients and the body 'Correo reenviado.'.
 */
export function buildReplyValues(mode: ReplyMode, source: MailMessage, me: ComposeUser): ComposeValues {
  const isMine = (line: MailAddressLine) =>
    line.edu_codigocontacto === me.edu_codigocontacto || (!!me.emailaddress1 && addressKey(line.address) === addressKey(me.emailaddress1));
  if (mode === 'forward') {
    return {
      ...emptyComposeValues,
      subject: prefixSubject(texts.mail.forwardSubjectPrefix, source.subject),
      emailContent: `<p>${escapeHtml(texts.mail.forwardBody)}</p>`,
    };
  }
  const subject = prefixSubject(texts.mail.replySubjectPrefix, source.subject);
  const isOwnMail = isMine(source.from);
  if (mode === 'reply') {
    const to = isOwnMail ? source.toRecipients : [source.from];
    return { ...emptyComposeValues, subject, selectedRecipients: uniqueRecipients(to.map(toRecipient)) };
  }
  const to = uniqueRecipients([source.from, ...source.toRecipients].filter((line) => !isMine(line)).map(toRecipient));
  const toKeys = new Set(to.map((recipient) => addressKey(recipient.contact.emailaddress1)));
  const cc = uniqueRecipients(source.ccRecipients.filter((line) => !isMine(line)).map(toRecipient)).filter(
    (recipient) => !toKeys.has(addressKey(recipient.contact.emailaddress1)),
  );
  return { ...emptyComposeValues, subject, selectedRecipients: to, selectedRecipientsCC: cc };
}

/** A saved draft as the composer edits it (GET /api/mails/{id}/draft). */
export function draftValues(draft: MailDraft): ComposeValues {
  const recipients = (list: MailDraft['toRecipients']) => list.map((item) => toRecipient({ name: item.emailAddress.name, address: item.emailAddress.address }));
  return {
    selectedRecipients: recipients(draft.toRecipients),
    selectedRecipientsCC: recipients(draft.ccRecipients),
    selectedRecipientsBCC: recipients(draft.bccRecipients),
    subject: draft.subject,
    emailContent: draft.body.content,
  };
}
