import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { listAddresses, type MailDeliveryReport, type MailSender, type OutgoingMail } from './mail-sender';

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

/** The academy's sender (MAIL_FROM, "Campus <no-responder@…>" or a bare address) as a name and an address. */
function readSender(mailFrom: string): { name: string; address: string } {
  const [parsed] = addressparser(mailFrom, { flatten: true });
  return { name: parsed?.name.trim() ?? '', address: parsed?.address ?? mailFrom.trim() };
}

/**
 * Who a message is from, on the wire. The academy's own mail: MAIL_FROM. A person's mail to an outside address:
 * still MAIL_FROM's address in From and in the envelope (MAIL FROM, where bounces go), the person's name with the
 * academy's ("Lucía Martín (Campus)") as its display name, and the person's address as Reply-To. Sending in the
 * person's own address would claim a domain that is not the academy's: SPF and DMARC fail, and the receiving
 * server rejects the mail or files it as spam (or the academy's server is used to forge someone else's mail).
 */
export function describeSender(mail: Pick<OutgoingMail, 'from'>, mailFrom: string) {
  const academy = readSender(mailFrom);
  if (!mail.from) return { from: academy, envelopeFrom: academy.address };
  const name = academy.name ? `${mail.from.name} (${academy.name})` : mail.from.name;
  return { from: { name, address: academy.address }, replyTo: { name: mail.from.name, address: mail.from.address }, envelopeFrom: academy.address };
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
    const sender = describeSender(mail, this.from);
    const info = await this.transport.sendMail({
      from: sender.from,
      ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
      // The envelope (MAIL FROM) is the academy's, whatever the headers say; its recipients are To, CC and BCC.
      envelope: { from: sender.envelopeFrom, to: [...listAddresses(mail.to), ...listAddresses(mail.cc), ...listAddresses(mail.bcc)] },
      to: mail.to,
      ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc } : {}),
      ...(mail.bcc && mail.bcc.length > 0 ? { bcc: mail.bcc } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments && mail.attachments.length > 0
        ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })) }
        : {}),
    });
    const toAddress = (entry: unknown) => (typeof entry === 'string' ? entry : ((entry as { address?: string }).address ?? '')).toLowerCase();
    return { accepted: (info.accepted ?? []).map(toAddress), rejected: (info.rejected ?? []).map(toAddress) };
  }
}
