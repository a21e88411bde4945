import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMailSender } from './create-mail-sender';
import { startLocalSmtpServer } from './local-smtp-server';

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
let database: DatabaseHandle;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const mail = { to: 'Nerea@Correo.test', subject: 'Tu código de acceso', text: 'Tu código es 123456', html: '<p>Tu código es <strong>123456</strong></p>' };

describe('createMailSender', () => {
  it('delivers through SMTP (nodemailer) when SMTP_URL is set', async () => {
    const sender = createMailSender({ SMTP_URL: smtp.url, MAIL_FROM: 'Campus <no-responder@campus.test>' }, database.db, () => new Date());
    expect(sender.kind).toBe('smtp');
    await sender.sendMail(mail);
    const [message] = smtp.received;
    expect(message!.from).toBe('no-responder@campus.test');
    expect(message!.to.map((address) => address.toLowerCase())).toEqual(['nerea@correo.test']);
    expect(message!.raw).toContain('Subject: =?UTF-8?');
    expect(message!.raw).toContain('Tu c=C3=B3digo es 123456');
  });

  it('records the message in the database outbox otherwise', async () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const sender = createMailSender({ SMTP_URL: undefined, MAIL_FROM: 'Campus <no-responder@campus.test>' }, database.db, () => at);
    expect(sender.kind).toBe('outbox');
    await sender.sendMail(mail);
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to_address: 'nerea@correo.test', subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: at });
  });

  it('rejects when the SMTP server cannot be reached, so callers can say the mail was not sent', async () => {
    const sender = createMailSender({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Campus <no-responder@campus.test>' }, database.db, () => new Date());
    await expect(sender.sendMail(mail)).rejects.toThrow();
  });
});
