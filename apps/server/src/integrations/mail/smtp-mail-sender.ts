import nodemailer, { type Transporter } from 'nodemailer';
import type { MailDeliveryReport, MailSender, OutgoingMail } from './mail-sender';

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

  /**
   * Hands the message to the server. Resolves with the addresses it accepted and refused (some refused: the
   * rest went); rejects when nothing could be handed over (server down, every address refused).
   */
  async sendMail(mail: OutgoingMail): Promise<MailDeliveryReport> {
    const info = await this.transport.sendMail({
      from: mail.from ?? this.from,
      // An author's mail goes out in their name; the envelope (and so any late bounce) stays the academy's sender.
      ...(mail.from ? { sender: this.from } : {}),
      to: mail.to,
      ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc } : {}),
      ...(mail.bcc && mail.bcc.length > 0 ? { bcc: mail.bcc } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments && mail.attachments.length > 0 ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })) } : {}),
    });
    const toAddress = (entry: unknown) => (typeof entry === 'string' ? entry : ((entry as { address?: string }).address ?? '')).toLowerCase();
    return { accepted: (info.accepted ?? []).map(toAddress), rejected: (info.rejected ?? []).map(toAddress) };
  }
}
