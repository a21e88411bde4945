import { type MailAddressLine, MAIL_MAX_RECIPIENTS, mailDraftDataSchema, type MailRecipient, mailSendDataSchema, texts } from '@campus/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { MailMessageRow } from './mail.repository';

export type MailWriteMode = 'send' | 'draft' | 'reply' | 'forward';
export type MailData = z.output<typeof mailDraftDataSchema>;

/** Who is writing: their code, academy address and name. */
export interface MailAuthor {
  code: string;
  address: string;
  name: string;
}

const asRecord = (data: unknown): Record<string, unknown> => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AppError('validation', texts.mail.invalidMailData);
  return { ...(data as Record<string, unknown>) };
};

const isEmptyList = (value: unknown) => value === undefined || value === null || (Array.isArray(value) && value.length === 0);
const toRecipient = (line: MailAddressLine): MailRecipient => ({
  contact: { fullname: line.name, emailaddress1: line.address, externalId: line.edu_codigocontacto },
  formation: null,
});

/**
 * The people a reply goes to when the composer sent none: the original's author (or, answering one's own
 * mail, its To); for reply-all also every To and CC, never oneself.
 */
function listReplyRecipients(original: MailMessageRow, author: MailAuthor, isAll: boolean): MailRecipient[] {
  const isOwn = original.sender_codigocontacto === author.code;
  const lines = isOwn
    ? [...original.to_lines, ...(isAll ? original.cc_lines : [])]
    : [original.from_line, ...(isAll ? [...original.to_lines, ...original.cc_lines] : [])];
  const seen = new Set<string>([author.address.toLowerCase()]);
  return lines.filter((line) => line.address.includes('@') && !seen.has(line.address.toLowerCase()) && seen.add(line.address.toLowerCase())).map(toRecipient);
}

function prefixed(prefix: string, subject: string): string {
  return subject.toLowerCase().startsWith(prefix.trim().toLowerCase()) ? subject : `${prefix}${subject}`.slice(0, 300);
}

/**
 * Checks `mailData` with the contract's schema: a draft only for its shapes; a mail to send with spec 002
 * §5's rules (the first Spanish message answers). A reply without recipients goes to the original's people
 * and an answer without subject takes the original's with 'RE: ' or 'RV: ', as the composer pre-fills them.
 */
export function parseMailData(raw: unknown, mode: MailWriteMode, original: MailMessageRow | null, author: MailAuthor): MailData {
  const data = asRecord(raw);
  if (original && (mode === 'reply' || mode === 'forward')) {
    if (mode === 'reply' && isEmptyList(data.selectedRecipients) && isEmptyList(data.selectedRecipientsCC))
      data.selectedRecipients = listReplyRecipients(original, author, data.all === true);
    if (typeof data.subject !== 'string' || data.subject.trim() === '')
      data.subject = prefixed(mode === 'reply' ? texts.mail.replySubjectPrefix : texts.mail.forwardSubjectPrefix, original.subject);
  }
  const parsed = (mode === 'draft' ? mailDraftDataSchema : mailSendDataSchema).safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('validation', issues[0]?.message ?? texts.mail.invalidMailData, { issues });
  }
  const total = parsed.data.selectedRecipients.length + parsed.data.selectedRecipientsCC.length + parsed.data.selectedRecipientsBCC.length;
  if (total > MAIL_MAX_RECIPIENTS) throw new AppError('validation', texts.mail.tooManyRecipients);
  return parsed.data;
}

/** The three address lines of a mail, each address once (To before CC before BCC), named after the academy's account. */
export function buildAddressLines(
  data: MailData,
  accounts: ReadonlyMap<string, { code: string; fullname: string }>,
): { to: MailAddressLine[]; cc: MailAddressLine[]; bcc: MailAddressLine[] } {
  const seen = new Set<string>();
  const lines = (recipients: MailData['selectedRecipients']) =>
    recipients.flatMap(({ contact }) => {
      const address = contact.emailaddress1;
      if (seen.has(address)) return [];
      seen.add(address);
      const account = accounts.get(address);
      return [{ name: account?.fullname ?? (contact.fullname || address), address, edu_codigocontacto: account?.code ?? null }];
    });
  return { to: lines(data.selectedRecipients), cc: lines(data.selectedRecipientsCC), bcc: lines(data.selectedRecipientsBCC) };
}

/** Every address a mail names (to look their accounts up at once). */
export const listNamedAddresses = (data: MailData) =>
  [...data.selectedRecipients, ...data.selectedRecipientsCC, ...data.selectedRecipientsBCC].map(({ contact }) => contact.emailaddress1);

/** The academy people a reply may answer: the answered mail's sender and its To and CC (never its BCC, which a recipient does not see). */
export function listAnsweredPeople(message: {
  sender_codigocontacto: string | null;
  to_lines: readonly { edu_codigocontacto?: string | null }[];
  cc_lines: readonly { edu_codigocontacto?: string | null }[];
}): string[] {
  const lines = [...message.to_lines, ...message.cc_lines];
  return [message.sender_codigocontacto, ...lines.map((line) => line.edu_codigocontacto)].filter((code): code is string => Boolean(code));
}
