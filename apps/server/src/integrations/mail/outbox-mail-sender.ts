import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailSender, OutgoingMail } from './mail-sender';

/** The built-in default: the message is recorded in `mail_outbox` exactly as it would have been sent. */
export class OutboxMailSender implements MailSender {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendMail(mail: OutgoingMail): Promise<void> {
    await this.db.insert(mailOutbox).values({ to_address: mail.to.toLowerCase(), subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: this.now() });
  }
}
