import { mailListAnswerSchema, mailMessageAnswerSchema, mailWriteAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { readHeader, readTextPart, startLocalSmtpServer } from '../../test/local-smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailRepository } from './mail.repository';
import { attachment, createClass, mailApi, to } from '../../test/mail-helpers';

const outside = (address: string, fullname = 'Empresa de prácticas') => ({ contact: { fullname, emailaddress1: address }, formation: null });

describe('outside addresses with SMTP_URL (a local SMTP server)', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ isRefused: (address) => address.startsWith('noexiste@') });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hands the outside addresses (with CC, BCC and the attachment) to SMTP after the commit, then moves the copy from the outbox to Sent', async () => {
    const { lucia, pablo } = await createClass(t);
    const [api, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const before = smtp.received.length;
    const answer = mailWriteAnswerSchema.parse(
      (
        await api.send(
          {
            selectedRecipients: [to(pablo), outside('rrhh@empresa.test')],
            selectedRecipientsBCC: [outside('tutor@empresa.test', 'Tutor')],
            subject: 'Convenio de prácticas',
            emailContent: '<p>Hola:</p><p>Adjunto el convenio firmado.<br>Falta:</p><ul><li>El sello</li><li>La fecha</li></ul><p>Un saludo,<br>Lucía</p>',
          },
          [attachment('convenio.pdf', Buffer.from('%PDF-1.4 convenio'))],
        )
      ).json(),
    );
    expect(answer.data).toMatchObject({ folderId: 'outbox', outsideDelivery: 'pending' });
    // The academy recipient has it at once, whatever SMTP does.
    expect(mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).total).toBe(1);
    await t.app.ctx.mailService.whenDeliveriesIdle();
    const [received] = smtp.received.slice(before);
    expect(received!.to.map((a) => a.toLowerCase()).sort()).toEqual(['rrhh@empresa.test', 'tutor@empresa.test']);
    // Sent by the academy (From and envelope: MAIL_FROM, so SPF and DMARC hold) in the author's name; replies go to her.
    expect(received!.from).toBe('no-responder@campus.test');
    expect(readHeader(received!.raw, 'From')).toBe('Lucía Fernández Ortega (Campus) <no-responder@campus.test>');
    expect(readHeader(received!.raw, 'Reply-To')).toBe(`Lucía Fernández Ortega <${lucia.emailaddress1}>`);
    expect(readHeader(received!.raw, 'Sender')).toBeUndefined();
    // The text part keeps the paragraphs, the line breaks and the list items.
    expect(readTextPart(received!.raw)).toBe('Hola:\n\nAdjunto el convenio firmado.\nFalta:\n\n- El sello\n- La fecha\n\nUn saludo,\nLucía');
    expect(received!.raw).toContain('filename=convenio.pdf');
    expect(received!.raw).not.toMatch(/^Bcc:/m);
    const sent = mailListAnswerSchema.parse((await api.list('sent')).json());
    expect(sent.data[0]).toMatchObject({ id: answer.data.id, outsideDelivery: 'delivered', folderId: 'sent' });
    expect(mailListAnswerSchema.parse((await api.list('outbox')).json()).total).toBe(0);
  });

  it('brings a refused address back as a bounce in the sender’s inbox and marks the mail failed', async () => {
    const { lucia } = await createClass(t);
    const api = await mailApi(t, lucia);
    await api.send({ selectedRecipients: [outside('noexiste@empresa.test'), outside('rrhh@empresa.test')], subject: 'Solicitud', emailContent: '<p>Hola</p>' });
    // Read (and kept) before the delivery ends: its end must drop what was kept.
    await Promise.all([api.folders(), api.list('inbox'), api.list('sent')]);
    await t.app.ctx.mailService.whenDeliveriesIdle();
    const inbox = mailListAnswerSchema.parse((await api.list('inbox')).json());
    expect(inbox.data[0]).toMatchObject({
      subject: texts.mail.bounceSubject('Solicitud'),
      isRead: false,
      from: { name: texts.mail.bounceSender, edu_codigocontacto: null },
    });
    const bounce = mailMessageAnswerSchema.parse((await api.read(inbox.data[0]!.id)).json()).data;
    expect(bounce.failedRecipients).toEqual(['noexiste@empresa.test']);
    expect(bounce.body.content).toContain(texts.mail.bounceIntro);
    expect(mailListAnswerSchema.parse((await api.list('sent')).json()).data[0]).toMatchObject({
      outsideDelivery: 'failed',
      conversationId: bounce.conversationId,
    });
  });

  it('delivers on start what a stopped instance left pending, and two instances never claim the same mail', async () => {
    const { lucia } = await createClass(t);
    const api = await mailApi(t, lucia);
    await api.send({ selectedRecipients: [outside('abandonado@empresa.test')], subject: 'Tras el reinicio', emailContent: '<p>x</p>' });
    await t.app.ctx.mailService.whenDeliveriesIdle();
    // As if the instance had died after the commit: pending again, with a lapsed claim.
    const { db } = t.database;
    const [row] = await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.subject, 'Tras el reinicio'));
    await db
      .update(mailMessages)
      .set({ outside_delivery: 'pending', outside_claimed_until: new Date(Date.now() - 1000) })
      .where(eq(mailMessages.id, row!.id));

    const repository = createMailRepository(db);
    const claim = () => repository.claimPendingDeliveries({ messageId: row!.id, now: new Date(), until: new Date(Date.now() + 60_000), limit: 10 });
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.length + b.length).toBe(1);
    await db.update(mailMessages).set({ outside_claimed_until: null }).where(eq(mailMessages.id, row!.id));

    const before = smtp.received.length;
    const stop = t.app.ctx.mailService.startDeliveries({ onError: () => undefined });
    // The start's first retry is tracked from the call on: idle means that retry has finished.
    await t.app.ctx.mailService.whenDeliveriesIdle();
    stop();
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['abandonado@empresa.test']]);
    const [after] = await db.select({ status: mailMessages.outside_delivery }).from(mailMessages).where(eq(mailMessages.id, row!.id));
    expect(after!.status).toBe('delivered');
  });
});

describe('outside addresses when SMTP is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('bounces every outside address and never loses the mail', async () => {
    const { lucia } = await createClass(t);
    const api = await mailApi(t, lucia);
    await api.send({
      selectedRecipients: [outside('uno@empresa.test')],
      selectedRecipientsCC: [outside('dos@empresa.test')],
      subject: 'Sin servidor',
      emailContent: '<p>x</p>',
    });
    await t.app.ctx.mailService.whenDeliveriesIdle();
    const inbox = mailListAnswerSchema.parse((await api.list('inbox')).json()).data;
    const bounce = mailMessageAnswerSchema.parse((await api.read(inbox[0]!.id)).json()).data;
    expect(bounce.failedRecipients).toEqual(['uno@empresa.test', 'dos@empresa.test']);
    expect(mailListAnswerSchema.parse((await api.list('sent')).json()).data[0]!.outsideDelivery).toBe('failed');
  });
});

describe('outside addresses without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("delivers to the academy and keeps the sender's copy in the outbox as 'not-configured'", async () => {
    const { lucia, pablo } = await createClass(t);
    const [api, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const answer = mailWriteAnswerSchema.parse(
      (await api.send({ selectedRecipients: [to(pablo), outside('familia@correo.test')], subject: 'Notas', emailContent: '<p>x</p>' })).json(),
    );
    expect(answer.data).toMatchObject({ folderId: 'outbox', outsideDelivery: 'not-configured' });
    expect(answer.data.folders.find((f) => f.id === 'outbox')!.totalItemCount).toBe(1);
    expect(mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).total).toBe(1);
    await t.app.ctx.mailService.whenDeliveriesIdle();
    expect(mailListAnswerSchema.parse((await api.list('outbox')).json()).data[0]!.outsideDelivery).toBe('not-configured');
  });
});
