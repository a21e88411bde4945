import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createMailSender } from './create-mail-sender';
import { readHeader, readTextPart, startLocalSmtpServer } from '../../test/local-smtp-server';

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

  it('sends a person’s mail from MAIL_FROM (From and envelope) in their name, with their address as Reply-To', async () => {
    const sender = createMailSender({ SMTP_URL: smtp.url, MAIL_FROM: 'Campus <no-responder@campus.test>' }, database.db, () => new Date());
    const before = smtp.received.length;
    await sender.sendMail({
      from: { name: 'Lucía Martín', address: 'lucia.martin@alumnos.campus.test' },
      to: [{ name: 'Empresa', address: 'rrhh@empresa.test' }],
      bcc: [{ name: 'Tutor', address: 'tutor@empresa.test' }],
      subject: 'Convenio',
      text: 'Hola:\n\nAdjunto el convenio.\nUn saludo',
      html: '<p>Hola:</p><p>Adjunto el convenio.<br>Un saludo</p>',
    });
    const [message] = smtp.received.slice(before);
    // The envelope sender (MAIL FROM, where bounces go) is the academy's, never the student's.
    expect(message!.from).toBe('no-responder@campus.test');
    expect(message!.to.sort()).toEqual(['rrhh@empresa.test', 'tutor@empresa.test']);
    // The whole display name is one encoded word (the parentheses too): a reader shows it as written here.
    expect(readHeader(message!.raw, 'From')).toBe('Lucía Martín (Campus) <no-responder@campus.test>');
    expect(readHeader(message!.raw, 'Reply-To')).toBe('Lucía Martín <lucia.martin@alumnos.campus.test>');
    expect(readHeader(message!.raw, 'Sender')).toBeUndefined();
    expect(message!.raw.split('\r\n\r\n', 1)[0]).not.toMatch(/^(From|Sender|Return-Path):.*lucia\.martin/im);
    expect(readHeader(message!.raw, 'Bcc')).toBeUndefined();
    expect(readTextPart(message!.raw)).toBe('Hola:\n\nAdjunto el convenio.\nUn saludo');
  });

  it('sends the academy’s own mail from MAIL_FROM, a bare address too, with no Reply-To', async () => {
    const sender = createMailSender({ SMTP_URL: smtp.url, MAIL_FROM: 'avisos@campus.test' }, database.db, () => new Date());
    const before = smtp.received.length;
    await sender.sendMail(mail);
    const [message] = smtp.received.slice(before);
    expect(message!.from).toBe('avisos@campus.test');
    expect(readHeader(message!.raw, 'From')).toBe('avisos@campus.test');
    expect(readHeader(message!.raw, 'Reply-To')).toBeUndefined();
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
