import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { listAddresses, type MailDeliveryReport, type MailSender, type OutgoingMail } from './mail-sender';

/** The built-in default: the message is recorded in `mail_outbox` exactly as it would have been sent (one row per address). */
export class OutboxMailSender implements MailSender {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendMail(mail: OutgoingMail): Promise<MailDeliveryReport> {
    const addresses = [...listAddresses(mail.to), ...listAddresses(mail.cc), ...listAddresses(mail.bcc)].map((address) => address.toLowerCase());
    if (addresses.length > 0) {
      await this.db
        .insert(mailOutbox)
        .values(
          addresses.map((address) => ({ to_address: address, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: this.now() })),
        );
    }
    return { accepted: addresses, rejected: [] };
  }
}
