import {
  freemiumSampleFolders,
  mailChangeAnswerSchema,
  mailFoldersAnswerSchema,
  mailListAnswerSchema,
  mailMessageAnswerSchema,
  mailWriteAnswerSchema,
  texts,
} from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PNG_BYTES } from '../../test/uploads-helpers';
import { attachment, createClass, mailApi, to } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const folder = (answer: { json(): unknown }, id: string) => mailFoldersAnswerSchema.parse(answer.json()).find((f) => f.id === id)!;

describe('sending between academy mailboxes', () => {
  it("puts the sender's copy in Sent and an unread copy in each recipient's inbox, with the folder counts", async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    const sent = await luciaApi.send({
      selectedRecipients: [to(pablo)],
      selectedRecipientsCC: [to(teacher)],
      subject: 'Apuntes del tema 3',
      emailContent: '<p>Os paso los <strong>apuntes</strong>.</p>',
    });
    expect(sent.statusCode).toBe(201);
    const answer = mailWriteAnswerSchema.parse(sent.json());
    expect(answer.data).toMatchObject({ folderId: 'sent', outsideDelivery: 'none' });
    expect(answer.data.folders.find((f) => f.id === 'sent')).toMatchObject({
      totalItemCount: 1,
      count: 1,
      unreadItemCount: 0,
      displayName: 'Elementos enviados',
    });
    expect(answer.data.folders.map((f) => f.id)).toEqual(['inbox', 'drafts', 'sent', 'archive', 'junk', 'deleted', 'outbox', 'history']);

    for (const api of [pabloApi, teacherApi]) {
      expect(folder(await api.folders(), 'inbox')).toMatchObject({ unreadItemCount: 1, totalItemCount: 1 });
      const list = mailListAnswerSchema.parse((await api.list('inbox')).json());
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({
        subject: 'Apuntes del tema 3',
        preview: 'Os paso los apuntes.',
        isRead: false,
        from: { name: lucia.fullname, address: lucia.emailaddress1, edu_codigocontacto: lucia.edu_codigocontacto },
      });
    }
    const inbox = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const message = mailMessageAnswerSchema.parse((await pabloApi.read(inbox.id)).json()).data;
    expect(message.body.content).toBe('<p>Os paso los <strong>apuntes</strong>.</p>');
    expect(message.ccRecipients).toEqual([{ name: teacher.fullname, address: teacher.emailaddress1, edu_codigocontacto: teacher.edu_codigocontacto }]);
  });

  it('shows BCC only on the sender’s copy and still delivers to the BCC recipient', async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    const sent = mailWriteAnswerSchema.parse(
      (await luciaApi.send({ selectedRecipients: [to(pablo)], selectedRecipientsBCC: [to(teacher)], subject: 'Oculto', emailContent: '<p>Hola</p>' })).json(),
    );
    expect(mailMessageAnswerSchema.parse((await luciaApi.read(sent.data.id)).json()).data.bccRecipients).toHaveLength(1);
    const pabloCopy = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    expect(mailMessageAnswerSchema.parse((await pabloApi.read(pabloCopy.id)).json()).data.bccRecipients).toEqual([]);
    expect(folder(await teacherApi.folders(), 'inbox').totalItemCount).toBe(1);
  });

  it('sanitises the body on the server and flags remote images', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    await luciaApi.send({
      selectedRecipients: [to(pablo)],
      subject: 'Mira esto',
      emailContent:
        '<p onclick="steal()">Hola<script>alert(1)</script></p><img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">enlace</a><iframe src="https://x.example"></iframe>',
    });
    const copy = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const message = mailMessageAnswerSchema.parse((await pabloApi.read(copy.id)).json()).data;
    expect(message.body.content).not.toMatch(/script|onclick|javascript|iframe/);
    expect(message.body.content).toContain('<img src="https://tracker.example/p.gif" />');
    expect(message.hasRemoteImages).toBe(true);
  });
});

describe('validation and limits (spec 002 §5)', () => {
  it.each([
    [{ selectedRecipients: 'P', subject: '', emailContent: '<p>Hola</p>' }, texts.mail.subjectRequired],
    [{ subject: 'Asunto', emailContent: '<p>Hola</p>' }, texts.mail.recipientRequired],
    [{ selectedRecipients: 'P', subject: 'Asunto', emailContent: '<p> </p>' }, texts.mail.contentRequired],
    [{ selectedRecipients: 'P', subject: 'Asunto', emailContent: '<p>Hola</p>', extraAddress: 'no es un correo' }, texts.mail.invalidAddress],
  ])('refuses %j with the exact text', async (data, message) => {
    const { lucia, pablo } = await createClass(t);
    const api = await mailApi(t, lucia);
    const { extraAddress, selectedRecipients, ...rest } = data as Record<string, unknown>;
    const recipients = [
      ...(selectedRecipients ? [to(pablo)] : []),
      ...(extraAddress ? [{ contact: { fullname: 'X', emailaddress1: extraAddress }, formation: null }] : []),
    ];
    const answer = await api.send({ ...rest, selectedRecipients: recipients });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(folder(await api.folders(), 'sent').totalItemCount).toBe(0);
  });

  it("refuses an attachment over 3 MB with 413 'Uno o más archivos exceden el tamaño máximo permitido.' and keeps nothing", async () => {
    const { lucia, pablo } = await createClass(t);
    const api = await mailApi(t, lucia);
    const before = await t.database.db.$count((await import('../../db/schema')).files);
    const answer = await api.send({ selectedRecipients: [to(pablo)], subject: 'Grande', emailContent: '<p>Adjunto</p>' }, [
      attachment('pequeno.pdf', Buffer.from('%PDF-1.4 pequeño')),
      attachment('enorme.pdf', Buffer.alloc(3 * 1024 * 1024 + 1, 1)),
    ]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(texts.mail.attachmentsTooLarge);
    expect(await t.database.db.$count((await import('../../db/schema')).files)).toBe(before);
    expect(folder(await api.folders(), 'sent').totalItemCount).toBe(0);
  });

  it('refuses more than 10 attachments and more than 200 recipients', async () => {
    const { lucia, pablo } = await createClass(t);
    const api = await mailApi(t, lucia);
    const many = Array.from({ length: 11 }, (_, i) => attachment(`a${i}.txt`, Buffer.from(`archivo ${i}`), 'text/plain'));
    const files = await api.send({ selectedRecipients: [to(pablo)], subject: 'Muchos', emailContent: '<p>x</p>' }, many);
    expect(files.statusCode).toBe(400);
    expect(files.json().message).toBe(texts.mail.tooManyAttachments);
    const people = Array.from({ length: 201 }, (_, i) => ({ contact: { fullname: `P${i}`, emailaddress1: `p${i}@fuera.test` }, formation: null }));
    const recipients = await api.send({
      selectedRecipients: people.slice(0, 150),
      selectedRecipientsCC: people.slice(150),
      subject: 'Masivo',
      emailContent: '<p>x</p>',
    });
    expect(recipients.statusCode).toBe(400);
    expect(recipients.json().message).toBe(texts.mail.tooManyRecipients);
  });

  it('answers 400 for a mailData that is not JSON', async () => {
    const { lucia } = await createClass(t);
    const api = await mailApi(t, lucia);
    const { multipartBody } = await import('../../test/uploads-helpers');
    const body = multipartBody([], { mailData: '{roto' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/mails/send',
      headers: { authorization: `Bearer ${api.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(texts.mail.invalidMailData);
  });
});

describe('drafts, replies and forwards', () => {
  it('saves a draft incomplete, saves it again, reopens it with its attachment in base64, then sends it as the sent copy', async () => {
    const { lucia, pablo } = await createClass(t);
    const [api, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    const saved = mailWriteAnswerSchema.parse((await api.save({ subject: '', emailContent: '' }, [attachment('pizarra.png', PNG_BYTES, 'image/png')])).json());
    expect(saved.data.folderId).toBe('drafts');
    const again = mailWriteAnswerSchema.parse(
      (await api.save({ id: saved.data.id, selectedRecipients: [to(pablo)], subject: 'Borrador', emailContent: '<p>Casi</p>' })).json(),
    );
    expect(again.data.id).toBe(saved.data.id);
    expect(again.data.folders.find((f) => f.id === 'drafts')!.totalItemCount).toBe(1);
    const draft = (await api.draft(saved.data.id)).json().data;
    expect(draft).toMatchObject({ subject: 'Borrador', toRecipients: [{ emailAddress: { name: pablo.fullname, address: pablo.emailaddress1 } }] });
    expect(draft.attachments).toEqual([
      { id: expect.any(Number), name: 'pizarra.png', contentType: 'image/png', size: PNG_BYTES.length, contentBytes: PNG_BYTES.toString('base64') },
    ]);

    const sent = mailWriteAnswerSchema.parse(
      (await api.send({ id: saved.data.id, selectedRecipients: [to(pablo)], subject: 'Borrador', emailContent: '<p>Listo</p>' })).json(),
    );
    expect(sent.data).toMatchObject({ id: saved.data.id, folderId: 'sent' });
    expect(sent.data.folders.find((f) => f.id === 'drafts')!.totalItemCount).toBe(0);
    const received = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    expect(received).toMatchObject({ subject: 'Borrador', hasAttachments: true });
    // A sent mail is no longer a draft.
    const reopened = await api.draft(saved.data.id);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().message).toBe(texts.mail.notDraft);
  });

  it('threads a reply and a reply-all into the original conversation, addressing the original people by default', async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    await luciaApi.send({ selectedRecipients: [to(pablo), to(teacher)], subject: 'Trabajo en grupo', emailContent: '<p>¿Quedamos?</p>' });
    const original = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const replied = await pabloApi.reply(original.id, { subject: '', emailContent: '<p>Sí, el jueves.</p>' });
    expect(replied.statusCode).toBe(201);
    const luciaInbox = mailListAnswerSchema.parse((await luciaApi.list('inbox')).json()).data;
    expect(luciaInbox[0]).toMatchObject({ subject: 'RE: Trabajo en grupo', conversationId: original.conversationId });
    expect(folder(await teacherApi.folders(), 'inbox').totalItemCount).toBe(1);

    await pabloApi.reply(original.id, { all: true, emailContent: '<p>Para todos.</p>' });
    const teacherInbox = mailListAnswerSchema.parse((await teacherApi.list('inbox')).json()).data;
    expect(teacherInbox.map((m) => m.subject)).toEqual(['RE: Trabajo en grupo', 'Trabajo en grupo']);
    expect(new Set(teacherInbox.map((m) => m.conversationId)).size).toBe(1);
  });

  it("forwards with the original's attachments (keepAttachmentIds filters them) and the recipient downloads them", async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Material', emailContent: '<p>Dos archivos</p>' }, [
      attachment('tema1.pdf', Buffer.from('%PDF-1.4 tema 1')),
      attachment('tema2.pdf', Buffer.from('%PDF-1.4 tema 2')),
    ]);
    const original = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const files = mailMessageAnswerSchema.parse((await pabloApi.read(original.id)).json()).data.attachments;
    const forwarded = await pabloApi.forward(original.id, {
      selectedRecipients: [to(teacher)],
      emailContent: `<p>${texts.mail.forwardBody}</p>`,
      keepAttachmentIds: [files[1]!.id],
    });
    expect(forwarded.statusCode).toBe(201);
    const copy = mailListAnswerSchema.parse((await teacherApi.list('inbox')).json()).data[0]!;
    expect(copy).toMatchObject({ subject: 'RV: Material', conversationId: original.conversationId, hasAttachments: true });
    const message = mailMessageAnswerSchema.parse((await teacherApi.read(copy.id)).json()).data;
    expect(message.attachments.map((a) => a.name)).toEqual(['tema2.pdf']);
    const address = await teacherApi.attachment(copy.id, message.attachments[0]!.id);
    expect(address.statusCode).toBe(200);
    const bytes = await t.app.inject({ url: address.json().url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.toString()).toBe('%PDF-1.4 tema 2');
    expect(bytes.headers['content-disposition']).toContain('attachment');
  });
});

describe('drafts of answers and forwards (mailData.message = {id, mode})', () => {
  it("threads a reply draft into the original's conversation, and it stays there once sent", async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Fechas del examen', emailContent: '<p>¿Cuándo?</p>' });
    const original = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const saved = mailWriteAnswerSchema.parse(
      (
        await pabloApi.save({
          selectedRecipients: [to(lucia)],
          subject: 'RE: Fechas del examen',
          emailContent: '<p>El lunes</p>',
          message: { id: original.id, mode: 1 },
        })
      ).json(),
    );
    expect(mailListAnswerSchema.parse((await pabloApi.list('drafts')).json()).data[0]).toMatchObject({
      id: saved.data.id,
      conversationId: original.conversationId,
    });
    // Saved again without `message`, then sent: the thread is the draft's.
    await pabloApi.save({ id: saved.data.id, selectedRecipients: [to(lucia)], subject: 'RE: Fechas del examen', emailContent: '<p>El lunes a las 10</p>' });
    const sent = await pabloApi.send({
      id: saved.data.id,
      selectedRecipients: [to(lucia)],
      subject: 'RE: Fechas del examen',
      emailContent: '<p>El lunes a las 10</p>',
      message: { id: original.id, mode: 1 },
    });
    expect(sent.statusCode).toBe(201);
    const received = mailListAnswerSchema.parse((await luciaApi.list('inbox')).json()).data[0]!;
    expect(received).toMatchObject({ subject: 'RE: Fechas del examen', conversationId: original.conversationId });
    expect(mailListAnswerSchema.parse((await pabloApi.list('sent')).json()).data[0]).toMatchObject({
      id: saved.data.id,
      conversationId: original.conversationId,
    });
  });

  it("carries the original's attachments into a forward draft saved without keepAttachmentIds, and reopens them", async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Material', emailContent: '<p>Dos archivos</p>' }, [
      attachment('tema1.pdf', Buffer.from('%PDF-1.4 tema 1')),
      attachment('tema2.pdf', Buffer.from('%PDF-1.4 tema 2')),
    ]);
    const original = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const saved = mailWriteAnswerSchema.parse(
      (await pabloApi.save({ subject: 'RV: Material', emailContent: `<p>${texts.mail.forwardBody}</p>`, message: { id: original.id, mode: 3 } })).json(),
    );
    const draft = (await pabloApi.draft(saved.data.id)).json().data;
    expect(draft.attachments.map((file: { name: string; contentBytes: string }) => [file.name, Buffer.from(file.contentBytes, 'base64').toString()])).toEqual([
      ['tema1.pdf', '%PDF-1.4 tema 1'],
      ['tema2.pdf', '%PDF-1.4 tema 2'],
    ]);
    // keepAttachmentIds on a later save filters the draft's own files; the sent forward stays in the thread.
    const sent = await pabloApi.send({
      id: saved.data.id,
      selectedRecipients: [to(teacher)],
      subject: 'RV: Material',
      emailContent: '<p>Para ti</p>',
      keepAttachmentIds: [draft.attachments[1].id],
    });
    expect(sent.statusCode).toBe(201);
    const copy = mailListAnswerSchema.parse((await teacherApi.list('inbox')).json()).data[0]!;
    expect(copy).toMatchObject({ subject: 'RV: Material', conversationId: original.conversationId, hasAttachments: true });
    expect(mailMessageAnswerSchema.parse((await teacherApi.read(copy.id)).json()).data.attachments.map((a) => a.name)).toEqual(['tema2.pdf']);
    // The original keeps its files.
    expect(mailMessageAnswerSchema.parse((await pabloApi.read(original.id)).json()).data.attachments).toHaveLength(2);
  });

  it("answers 404 to a `message` naming someone else's mail, and ignores a `message` of another shape", async () => {
    const { lucia, pablo } = await createClass(t);
    const stranger = await createContact(t.database.db, { fullname: 'Persona Ajena' });
    const [luciaApi, pabloApi, strangerApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, stranger)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Privado', emailContent: '<p>Solo para ti</p>' }, [
      attachment('nota.pdf', Buffer.from('%PDF-1.4 nota')),
    ]);
    const original = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    for (const mode of [1, 3]) {
      const refused = await strangerApi.save({ subject: 'Mío', message: { id: original.id, mode } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(texts.mail.notFound);
    }
    expect(mailListAnswerSchema.parse((await strangerApi.list('drafts')).json()).total).toBe(0);

    // The original mail object (as other clients send it), or an unknown mode: a draft of its own, in a new conversation.
    for (const message of [original, { id: original.id, mode: 4 }, { id: 'x', mode: 3 }, 'texto']) {
      const saved = await pabloApi.save({ subject: 'Nuevo', message });
      expect(saved.statusCode).toBe(201);
      const id = mailWriteAnswerSchema.parse(saved.json()).data.id;
      const draft = mailListAnswerSchema.parse((await pabloApi.list('drafts')).json()).data.find((m) => m.id === id)!;
      expect(draft.conversationId).not.toBe(original.conversationId);
      expect((await pabloApi.draft(id)).json().data.attachments).toEqual([]);
    }
  });
});

describe('who reaches a mail', () => {
  it('answers 404 to anyone but the owner of a copy, for every call, and a stranger cannot use a signed attachment address', async () => {
    const { lucia, pablo } = await createClass(t);
    const stranger = await createContact(t.database.db, { fullname: 'Persona Ajena' });
    const [luciaApi, pabloApi, strangerApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, stranger)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Privado', emailContent: '<p>Solo para ti</p>' }, [
      attachment('nota.pdf', Buffer.from('%PDF-1.4 nota')),
    ]);
    const copy = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const attachmentId = mailMessageAnswerSchema.parse((await pabloApi.read(copy.id)).json()).data.attachments[0]!.id;
    for (const answer of [
      await strangerApi.read(copy.id),
      await strangerApi.draft(copy.id),
      await strangerApi.change(copy.id, { isRead: true }),
      await strangerApi.remove(copy.id),
      await strangerApi.attachment(copy.id, attachmentId),
      await strangerApi.reply(copy.id, { emailContent: '<p>x</p>' }),
      await strangerApi.forward(copy.id, { selectedRecipients: [to(stranger)], emailContent: '<p>x</p>' }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(texts.mail.notFound);
    }
    // Pablo's own signed address, opened with the stranger's grant, is refused; the stranger's file address too.
    const url = new URL((await pabloApi.attachment(copy.id, attachmentId)).json().url, 'http://x');
    const fileId = Number(url.pathname.split('/').pop());
    const opened = await t.app.inject({ url: `/api/files/activos/file/${fileId}`, headers: { authorization: `Bearer ${strangerApi.token}` } });
    expect(opened.statusCode).toBe(404);
    url.searchParams.set('c', stranger.edu_codigocontacto);
    expect((await t.app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    // An attachment of another mail is not reached through one's own mail.
    expect((await pabloApi.attachment(copy.id, attachmentId + 1000)).json().message).toBe(texts.mail.attachmentNotFound);
    // Someone else's draft cannot be overwritten through mailData.id.
    const overwrite = await strangerApi.save({ id: copy.id, subject: 'Mío' });
    expect(overwrite.statusCode).toBe(404);
  });

  it("answers a freemium visitor the spec's sample folders and refuses every other mail call with 403", async () => {
    const visitor = await createContact(t.database.db, { freemium: true, edu_matriculado: '0' });
    const api = await mailApi(t, visitor);
    const folders = await api.folders();
    expect(folders.statusCode).toBe(200);
    expect(folders.json()).toEqual(freemiumSampleFolders);
    for (const answer of [
      await api.list('inbox'),
      await api.read(1),
      await api.send({}),
      await api.save({}),
      await api.change(1, { isRead: true }),
      await api.remove(1),
      await api.toComunicate(),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(texts.mail.freemiumLocked);
    }
  });

  it('delivers to academy people only within the reach chat follows too (classmates, teachers, staff); a student mailing another group is refused', async () => {
    const { lucia, pablo, teacher, staff } = await createClass(t);
    const elsewhere = await createClass(t);
    const [luciaApi, pabloApi, outsiderApi, staffApi] = await Promise.all([
      mailApi(t, lucia),
      mailApi(t, pablo),
      mailApi(t, elsewhere.pablo),
      mailApi(t, staff),
    ]);
    const inboxOf = async (api: Awaited<ReturnType<typeof mailApi>>) => folder(await api.folders(), 'inbox').totalItemCount;

    // Hidden in BCC beside a classmate: the whole mail is refused and nobody gets a copy.
    const refused = await luciaApi.send({
      selectedRecipients: [to(pablo)],
      selectedRecipientsBCC: [to(elsewhere.pablo)],
      subject: 'Hola',
      emailContent: '<p>x</p>',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.mail.recipientNotReachable);
    expect(await inboxOf(outsiderApi)).toBe(0);
    expect(await inboxOf(pabloApi)).toBe(0);
    expect(folder(await luciaApi.folders(), 'sent').totalItemCount).toBe(0);
    // Chat to the same person is refused by the same rule.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chats/send-message',
      headers: { authorization: `Bearer ${luciaApi.token}` },
      payload: { chatId: -1, sender_codigocontacto: lucia.edu_codigocontacto, receiver_codigocontacto: elsewhere.pablo.edu_codigocontacto, mensaje: 'Hola' },
    });
    expect(chat.statusCode).toBe(403);
    expect(chat.json().message).toBe(texts.chat.cannotChatWith);
    // A draft may name anyone; sending it is refused the same way.
    const draft = mailWriteAnswerSchema.parse((await luciaApi.save({ selectedRecipients: [to(elsewhere.pablo)], subject: 'Borrador' })).json());
    expect(
      (await luciaApi.send({ id: draft.data.id, selectedRecipients: [to(elsewhere.pablo)], subject: 'Borrador', emailContent: '<p>x</p>' })).statusCode,
    ).toBe(403);

    // Her classmate, her group's teacher and staff: delivered (and herself, in CC).
    const sent = await luciaApi.send({
      selectedRecipients: [to(pablo), to(teacher)],
      selectedRecipientsCC: [to(staff), to(lucia)],
      subject: 'Dudas',
      emailContent: '<p>x</p>',
    });
    expect(sent.statusCode).toBe(201);
    expect(await inboxOf(pabloApi)).toBe(1);
    // Staff reach everyone, and the student outside the group may answer staff.
    expect((await staffApi.send({ selectedRecipients: [to(elsewhere.pablo)], subject: 'Aviso', emailContent: '<p>x</p>' })).statusCode).toBe(201);
    expect(await inboxOf(outsiderApi)).toBe(1);
    expect((await outsiderApi.send({ selectedRecipients: [to(staff)], subject: 'RE: Aviso', emailContent: '<p>x</p>' })).statusCode).toBe(201);
  });

  it('lets a reply to all answer the people of the answered mail, even those outside her reach; a new mail to them is still refused', async () => {
    const { lucia, staff } = await createClass(t);
    const elsewhere = await createClass(t);
    const [luciaApi, staffApi, outsiderApi] = await Promise.all([mailApi(t, lucia), mailApi(t, staff), mailApi(t, elsewhere.pablo)]);
    const circular = await staffApi.send({ selectedRecipients: [to(lucia), to(elsewhere.pablo)], subject: 'Circular', emailContent: '<p>x</p>' });
    expect(circular.statusCode).toBe(201);
    const received = mailListAnswerSchema.parse((await luciaApi.list('inbox')).json()).data.find((m) => m.subject === 'Circular')!;
    const replied = await luciaApi.reply(received.id, { all: true, emailContent: '<p>Gracias</p>' });
    expect(replied.statusCode).toBe(201);
    expect(folder(await outsiderApi.folders(), 'inbox').totalItemCount).toBe(2);
    expect((await luciaApi.send({ selectedRecipients: [to(elsewhere.pablo)], subject: 'Nuevo', emailContent: '<p>x</p>' })).statusCode).toBe(403);
  });

  it('refuses a student mail naming more outside addresses than MAIL_OUTSIDE_RECIPIENTS_PER_MAIL (the academy is no relay); staff are not bound', async () => {
    const { lucia, staff } = await createClass(t);
    const [luciaApi, staffApi] = await Promise.all([mailApi(t, lucia), mailApi(t, staff)]);
    const outside = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ contact: { fullname: `Fuera ${i}`, emailaddress1: `persona${i}@fuera.example` }, formation: null }));
    const refused = await luciaApi.send({
      selectedRecipients: outside(6),
      selectedRecipientsBCC: outside(11).slice(6),
      subject: 'Oferta',
      emailContent: '<p>x</p>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(texts.mail.tooManyOutsideRecipients(10));
    expect(folder(await luciaApi.folders(), 'sent').totalItemCount + folder(await luciaApi.folders(), 'outbox').totalItemCount).toBe(0);
    expect((await luciaApi.send({ selectedRecipients: outside(10), subject: 'Diez', emailContent: '<p>x</p>' })).statusCode).toBe(201);
    expect((await staffApi.send({ selectedRecipients: outside(11), subject: 'Circular', emailContent: '<p>x</p>' })).statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/mails/folders' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/mails?folderId=inbox' })).statusCode).toBe(401);
  });
});

describe('read, move and delete', () => {
  it('marks read, moves, refuses the outbox, deletes to Eliminados and then for good', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Para archivar', emailContent: '<p>x</p>' });
    const copy = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data[0]!;
    const read = mailChangeAnswerSchema.parse((await pabloApi.change(copy.id, { isRead: true })).json());
    expect(read.data.mail).toMatchObject({ id: copy.id, isRead: true });
    expect(read.data.folders.find((f) => f.id === 'inbox')!.unreadItemCount).toBe(0);
    const moved = mailChangeAnswerSchema.parse((await pabloApi.change(copy.id, { folderId: 'archive' })).json());
    expect(moved.data.mail!.folderId).toBe('archive');
    for (const folderId of ['outbox', 'drafts']) {
      const refused = await pabloApi.change(copy.id, { folderId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(texts.mail.invalidFolder);
    }
    expect((await pabloApi.change(copy.id, { folderId: 'papelera' })).json().message).toBe(texts.mail.invalidFolder);
    const deleted = mailChangeAnswerSchema.parse((await pabloApi.remove(copy.id)).json());
    expect(deleted.data.mail!.folderId).toBe('deleted');
    const gone = mailChangeAnswerSchema.parse((await pabloApi.remove(copy.id)).json());
    expect(gone.data).toMatchObject({ mail: null, removedId: copy.id });
    expect(gone.data.folders.every((f) => f.totalItemCount === 0)).toBe(true);
    expect((await pabloApi.read(copy.id)).statusCode).toBe(404);
    // The sender's copy is untouched.
    expect(folder(await luciaApi.folders(), 'sent').totalItemCount).toBe(1);
  });
});

describe('GET /api/mails pages', () => {
  it('pages a folder newest first with a keyset cursor and the total', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    for (let i = 1; i <= 5; i += 1) await luciaApi.send({ selectedRecipients: [to(pablo)], subject: `Correo ${i}`, emailContent: '<p>x</p>' });
    const first = mailListAnswerSchema.parse((await pabloApi.list('inbox', '&limit=2')).json());
    expect(first.total).toBe(5);
    expect(first.data.map((m) => m.subject)).toEqual(['Correo 5', 'Correo 4']);
    const second = mailListAnswerSchema.parse((await pabloApi.list('inbox', `&limit=2&cursor=${first.nextCursor}`)).json());
    expect(second.data.map((m) => m.subject)).toEqual(['Correo 3', 'Correo 2']);
    const last = mailListAnswerSchema.parse((await pabloApi.list('inbox', `&limit=2&cursor=${second.nextCursor}`)).json());
    expect(last.data.map((m) => m.subject)).toEqual(['Correo 1']);
    expect(last.nextCursor).toBeNull();
    expect((await pabloApi.list('inbox', '&cursor=basura')).statusCode).toBe(400);
    expect((await pabloApi.list('papelera')).json().message).toBe(texts.mail.invalidFolder);
  });
});
