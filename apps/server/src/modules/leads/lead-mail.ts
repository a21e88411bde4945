import { texts } from '@campus/contract';
import type { OutgoingMail } from '../../integrations/mail/mail-sender';
import { escapeHtml } from '../auth/sign-in-page';

/** The acknowledgement a lead receives, with the personal trial link when the formation has free content. */
export function buildLeadMail(values: { to: string; name: string; trialLink: string | null }): OutgoingMail {
  const greeting = texts.freemium.leadMailGreeting.replace('{name}', values.name);
  const lines = [greeting, '', texts.freemium.leadMailBody];
  if (values.trialLink) lines.push('', texts.freemium.leadMailTrial, values.trialLink);
  const trialHtml = values.trialLink
    ? `<p>${escapeHtml(texts.freemium.leadMailTrial)}</p><p><a href="${escapeHtml(values.trialLink)}">${escapeHtml(values.trialLink)}</a></p>`
    : '';
  return {
    to: values.to,
    subject: texts.freemium.leadMailSubject,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(texts.freemium.leadMailBody)}</p>${trialHtml}`,
  };
}
