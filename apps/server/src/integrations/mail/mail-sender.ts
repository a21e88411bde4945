/** One outgoing message: plain text for every client, HTML for those that show it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the built-in outbox (the
 * message is recorded in the database, not delivered outside the academy).
 */
export interface MailSender {
  /** 'smtp' delivers to real mailboxes; 'outbox' only records the message. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or records) the message; rejects when it could not be handed over. */
  sendMail(mail: OutgoingMail): Promise<void>;
}
