import { statSync } from 'node:fs';
import {
  mailAttachmentAddressAnswerSchema,
  mailDraftAnswerSchema,
  mailFoldersAnswerSchema,
  mailListAnswerSchema,
  mailMessageAnswerSchema,
} from '@campus/contract';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getServerRoot } from '../../lib/package-root';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DatabaseHandle } from '../client';
import { files, mailAttachments, mailCopies, mailMessages, notificationUsers } from '../schema';
import { demoContactCodes as C, seedDemoAcademy } from './index';
import { demoMedia, type DemoMediaKey } from './media';
import { createDemoClock } from './dates';
import { demoMediaSizes, seedMail } from './mail';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
let handle: DatabaseHandle;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  handle = t.database;
  await seedDemoAcademy(handle.db, { now });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Each copy of a mailbox with its message. */
async function readMailbox(owner: string) {
  return handle.db
    .select({ copy: mailCopies, message: mailMessages })
    .from(mailCopies)
    .innerJoin(mailMessages, eq(mailMessages.id, mailCopies.message_id))
    .where(eq(mailCopies.owner_codigocontacto, owner))
    .orderBy(asc(mailCopies.date));
}

describe('demo mail', () => {
  it("fills the demo student's folders: unread mail in Recibidos, sent mail, a draft, archived, deleted and spam", async () => {
    const box = await readMailbox(C.student);
    const inFolder = (folder: string) => box.filter((row) => row.copy.folder_id === folder);
    expect(box.length).toBeGreaterThanOrEqual(25);
    expect(box.length).toBeLessThanOrEqual(40);
    expect(inFolder('inbox').length).toBeGreaterThanOrEqual(12);
    expect(inFolder('inbox').filter((row) => !row.copy.is_read).length).toBeGreaterThanOrEqual(4);
    expect(inFolder('inbox').some((row) => row.copy.is_read)).toBe(true);
    expect(inFolder('sent').length).toBeGreaterThanOrEqual(4);
    expect(inFolder('archive').length).toBeGreaterThanOrEqual(2);
    expect(inFolder('deleted')).toHaveLength(2);
    expect(inFolder('junk').length).toBeGreaterThanOrEqual(1);
    expect(inFolder('outbox')).toHaveLength(0);

    const drafts = inFolder('drafts');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.copy.is_draft).toBe(true);
    expect(drafts[0]!.message.sent_at).toBeNull();

    // Every date is in the past; sent mail is the student's own, received mail is someone else's.
    expect(box.every((row) => row.copy.date <= now)).toBe(true);
    expect(inFolder('sent').every((row) => row.message.sender_codigocontacto === C.student)).toBe(true);
    expect(inFolder('inbox').every((row) => row.message.sender_codigocontacto !== C.student)).toBe(true);
    // Previews are the body as text, for the list.
    expect(box.every((row) => row.message.preview.length > 0 && !/<\/?(p|br|strong|em|ul|ol|li|blockquote|hr|a|img|code)\b/.test(row.message.preview))).toBe(
      true,
    );
  });

  it('has mail from outside the academy (no account behind the sender) and remote images only where the body loads them', async () => {
    const box = await readMailbox(C.student);
    const outside = box.filter((row) => row.message.sender_codigocontacto === null);
    expect(outside.length).toBeGreaterThanOrEqual(2);
    expect(outside.every((row) => row.message.from_line.edu_codigocontacto === null && !row.message.from_line.address.endsWith('@campus.test'))).toBe(true);
    expect(outside.some((row) => row.copy.folder_id === 'inbox')).toBe(true);
    expect(box.filter((row) => row.message.has_remote_images).map((row) => row.copy.folder_id)).toEqual(['junk']);
  });

  it('keeps a conversation of three messages with replies, each answering the previous one', async () => {
    const box = await readMailbox(C.student);
    const byConversation = new Map<string, typeof box>();
    for (const row of box) byConversation.set(row.message.conversation_id, [...(byConversation.get(row.message.conversation_id) ?? []), row]);
    const thread = [...byConversation.values()].find(
      (rows) => rows.length >= 3 && rows.some((row) => row.copy.folder_id === 'sent') && rows.some((row) => row.copy.folder_id === 'inbox'),
    );
    expect(thread, 'una conversación de tres correos').toBeDefined();
    const [first, ...replies] = thread!;
    expect(first!.message.in_reply_to).toBeNull();
    replies.forEach((reply, index) => {
      expect(reply.message.in_reply_to).toBe(thread![index]!.message.id);
      expect(reply.message.subject).toBe(`RE: ${first!.message.subject}`);
    });
    // A quoted reply carries the original under the composer's heading.
    expect(
      replies.some((reply) =>
        /<hr \/><p>El [a-zé]+, \d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}, [^&<]+ &lt;[a-z.]+@campus\.test&gt; escribió:<\/p><blockquote>/.test(reply.message.body_html),
      ),
    ).toBe(true);
  });

  it('copies each message into every academy mailbox it reached: the teacher, the staff, the administration and the restricted account', async () => {
    for (const owner of [C.teacher, C.staff, C.admin, C.limited, C.teacherNursing]) {
      const box = await readMailbox(owner);
      expect(box.length, owner).toBeGreaterThan(0);
      expect(
        box.some((row) => row.copy.folder_id === 'inbox'),
        owner,
      ).toBe(true);
    }
    const teacher = await readMailbox(C.teacher);
    expect(teacher.some((row) => row.copy.folder_id === 'sent')).toBe(true);
    expect(teacher.some((row) => row.copy.folder_id === 'drafts' && row.copy.is_draft)).toBe(true);
    expect(teacher.some((row) => row.copy.folder_id === 'inbox' && !row.copy.is_read)).toBe(true);
    expect(await readMailbox(C.freemium)).toHaveLength(0);

    const messages = await handle.db.select().from(mailMessages);
    const copies = await handle.db.select().from(mailCopies);
    for (const message of messages) {
      const owners = copies.filter((copy) => copy.message_id === message.id).map((copy) => copy.owner_codigocontacto);
      const expected = new Set(
        message.sent_at === null
          ? [message.sender_codigocontacto]
          : [message.sender_codigocontacto, ...[...message.to_lines, ...message.cc_lines, ...message.bcc_lines].map((line) => line.edu_codigocontacto)],
      );
      expected.delete(null);
      expected.delete(C.freemium);
      expect(owners.sort(), message.subject).toEqual([...expected].sort());
    }
  });

  it('attaches the bundled PDFs with their real sizes, through files rows the reader signs addresses for', async () => {
    for (const [key, size] of Object.entries(demoMediaSizes)) {
      const storageKey = demoMedia[key as DemoMediaKey].storage_key;
      expect(statSync(path.join(getServerRoot(), 'media', storageKey)).size, storageKey).toBe(size);
    }
    const box = await readMailbox(C.student);
    const ids = box.map((row) => row.message.id);
    const attached = await handle.db
      .select({ attachment: mailAttachments, file: files })
      .from(mailAttachments)
      .innerJoin(files, eq(files.id, mailAttachments.file_id))
      .where(inArray(mailAttachments.message_id, ids));
    expect(new Set(attached.map((row) => row.attachment.message_id)).size).toBeGreaterThanOrEqual(5);
    for (const { attachment, file } of attached) {
      expect(attachment.name).toMatch(/\.pdf$/);
      expect(attachment.content_type).toBe('application/pdf');
      expect(file.storage_key).toMatch(/^demo\/documentos\/.+\.pdf$/);
      expect(attachment.size).toBe(file.size_bytes);
    }
  });

  it('reads as the mail service answers it: folder counts, newest first, a message with its attachment the recipient downloads, the draft reopened', async () => {
    const token = await createSession(handle.db, C.student, { now });
    const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

    const folders = mailFoldersAnswerSchema.parse((await get('/api/mails/folders')).json());
    const box = await readMailbox(C.student);
    const inbox = folders.find((f) => f.id === 'inbox')!;
    expect(inbox.totalItemCount).toBe(box.filter((row) => row.copy.folder_id === 'inbox').length);
    expect(inbox.unreadItemCount).toBe(box.filter((row) => row.copy.folder_id === 'inbox' && !row.copy.is_read).length);
    expect(folders.find((f) => f.id === 'drafts')!.totalItemCount).toBe(1);

    const list = mailListAnswerSchema.parse((await get('/api/mails?folderId=inbox')).json());
    expect(list.total).toBe(inbox.totalItemCount);
    const dates = list.data.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const corrected = list.data.find((item) => item.subject === 'Corrección del caso práctico de valoración del paciente')!;
    expect(corrected).toMatchObject({ isRead: true, hasAttachments: true, from: { name: 'Carmen López Vega', edu_codigocontacto: C.teacherNursing } });
    const message = mailMessageAnswerSchema.parse((await get(`/api/mails/${corrected.id}`)).json()).data;
    expect(message.attachments).toEqual([
      expect.objectContaining({
        name: 'Caso práctico corregido - Valoración del paciente.pdf',
        contentType: 'application/pdf',
        size: demoMediaSizes.notesNursing,
      }),
    ]);
    const address = mailAttachmentAddressAnswerSchema.parse((await get(`/api/mails/${corrected.id}/attachments/${message.attachments[0]!.id}`)).json());
    const file = await t.app.inject({ url: address.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const drafts = mailListAnswerSchema.parse((await get('/api/mails?folderId=drafts')).json()).data;
    const draft = mailDraftAnswerSchema.parse((await get(`/api/mails/${drafts[0]!.id}/draft`)).json()).data;
    expect(draft).toMatchObject({
      subject: 'Consulta sobre la tutoría de bases de datos',
      toRecipients: [{ emailAddress: { name: 'Raquel Domínguez Pardo', address: 'raquel.dominguez@campus.test' } }],
    });
  });

  it('writes no bell notification: unread mail shows in the mail badge only (e2e/notifications.spec.ts counts the bell)', async () => {
    const before = await handle.db.$count(notificationUsers);
    const mailBefore = await handle.db.$count(mailCopies);
    await seedMail(handle.db, createDemoClock(now));
    expect(await handle.db.$count(mailCopies)).toBe(mailBefore * 2);
    expect(await handle.db.$count(notificationUsers)).toBe(before);
  });
});
