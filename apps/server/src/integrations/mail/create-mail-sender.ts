import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { MailSender } from './mail-sender';
import { OutboxMailSender } from './outbox-mail-sender';
import { SmtpMailSender } from './smtp-mail-sender';

/** SMTP when SMTP_URL is set, the built-in outbox otherwise. */
export function createMailSender(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>, db: Database, now: () => Date): MailSender {
  return config.SMTP_URL ? new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailSender(db, now);
}
