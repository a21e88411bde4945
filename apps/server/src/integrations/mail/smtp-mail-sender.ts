import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSender, OutgoingMail } from './mail-sender';

/** nodemailer's SMTP options from `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
function readSmtpUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isSecure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : isSecure ? 465 : 587,
    secure: isSecure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  };
}

/** Real delivery through an SMTP server. */
export class SmtpMailSender implements MailSender {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a visitor waits for this mail, and a dead server must fail visibly, not hang.
    this.transport = nodemailer.createTransport({ ...readSmtpUrl(smtpUrl), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async sendMail(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}
