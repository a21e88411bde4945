import type { Readable } from 'node:stream';

/** A named address ("Lucía Fernández" <lucia@…>); a bare string is an address alone. */
export type MailAddress = string | { name: string; address: string };

/** A file sent with a message. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer | Readable;
}

/**
 * One outgoing message: plain text for every client, HTML for those that show it. The system's own mail
 * (sign-in codes, trial links) sets only `to`; the mail client also sets the author, CC, BCC and files.
 */
export interface OutgoingMail {
  to: MailAddress | MailAddress[];
  cc?: MailAddress[];
  bcc?: MailAddress[];
  /**
   * The academy account that wrote it: its name goes into From's display name and its address into Reply-To, while
   * From's address and the envelope stay MAIL_FROM's (smtp-mail-sender.ts says why). MAIL_FROM alone when absent.
   */
  from?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  attachments?: OutgoingAttachment[];
}

/** What the mail server took: the addresses it accepted and those it refused (a bounce for the sender). */
export interface MailDeliveryReport {
  accepted: string[];
  rejected: string[];
}

/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the built-in outbox (the
 * message is recorded in the database, not delivered outside the academy).
 */
export interface MailSender {
  /** 'smtp' delivers to real mailboxes; 'outbox' only records the message. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or records) the message; rejects when it could not be handed over at all. */
  sendMail(mail: OutgoingMail): Promise<MailDeliveryReport>;
}

/** The bare addresses of one or more recipients. */
export function listAddresses(recipients: MailAddress | MailAddress[] | undefined): string[] {
  if (recipients === undefined) return [];
  return (Array.isArray(recipients) ? recipients : [recipients]).map((recipient) => (typeof recipient === 'string' ? recipient : recipient.address));
}
