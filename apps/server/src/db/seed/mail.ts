import { randomUUID } from 'node:crypto';
import { ACADEMY_TIME_ZONE, type MailAddressLine, type MailFolderId, texts } from '@campus/contract';
import { inArray, sql } from 'drizzle-orm';
import { cleanMailBody } from '../../lib/sanitize-mail-html';
import type { Database } from '../client';
import { contacts, files, mailAttachments, mailCopies, mailMessages } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { mailPlans, type MailParty, type MailPlan } from './mail-plans';
import { demoMedia, type DemoMediaKey } from './media';

/**
 * Sizes of the bundled demo files mail attaches (apps/server/media/demo); the mail reader lists an
 * attachment's size without opening the file. seed/mail-seed.test.ts checks them against the files.
 */
export const demoMediaSizes: Partial<Record<DemoMediaKey, number>> = {
  guide: 114_422,
  notesDaw: 181_960,
  notesNursing: 130_378,
  notesExams: 138_258,
};

/** Accounts without a mailbox of their own: a freemium visitor only sees the sample folders (spec 002 §3). */
const withoutMailbox = new Set<string>([C.freemium]);

type MessageInsert = typeof mailMessages.$inferInsert;
type CopyInsert = typeof mailCopies.$inferInsert;

const readerDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ACADEMY_TIME_ZONE,
});
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The original under a reply, as the web composer writes it (features/mail/compose-model.ts quoteOf): a rule,
 * "El lunes, 30 nov 2026, 14:05, Nombre <dirección> escribió:" and the original body in a blockquote.
 */
function quoteOf(from: MailAddressLine, at: Date, html: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => readerDate.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const date = `${part('weekday')}, ${part('day')} ${part('month').replace('.', '')} ${part('year')}, ${part('hour')}:${part('minute')}`;
  return `<p><br></p><hr><p>${escapeHtml(texts.mail.quoteHeader(`${from.name} <${from.address}>`, date))}</p><blockquote>${html}</blockquote>`;
}

/**
 * Reserves `count` ids of a serial column in one query, so rows that point at each other (a reply at the mail
 * it answers, an attachment at its file) are written in a few batched inserts.
 */
async function reserveIds(db: Database, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(sql`select nextval(${sequence}::regclass)::int as id from generate_series(1, ${count})`);
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/**
 * The demo mail (seed/mail-plans.ts): each message stored once with the address lines of its people, and a
 * copy in every academy mailbox it reached: the sender's in Enviados (or Borradores), each recipient's in
 * Recibidos, unread where the plan says, or in the folder its owner moved it to. Attachments point at files
 * rows of the bundled demo PDFs. No bell notification is written: mail tells through its own unread badge.
 */
export async function seedMail(db: Database, clock: DemoClock): Promise<void> {
  const codes = new Set<string>();
  const collect = (party: MailParty) => typeof party === 'string' && codes.add(party);
  for (const plan of mailPlans) [plan.from, ...plan.to, ...(plan.cc ?? []), ...(plan.bcc ?? [])].forEach(collect);
  const people = await db
    .select({ code: contacts.edu_codigocontacto, name: contacts.fullname, address: contacts.emailaddress1 })
    .from(contacts)
    .where(inArray(contacts.edu_codigocontacto, [...codes]));
  const lineOf = (party: MailParty): MailAddressLine => {
    if (typeof party !== 'string') return { name: party.name, address: party.address, edu_codigocontacto: null };
    const person = people.find((p) => p.code === party);
    if (!person?.address) throw new Error(`Persona de demostración sin correo: ${party}`);
    return { name: person.name ?? '', address: person.address, edu_codigocontacto: person.code };
  };

  const messageIds = await reserveIds(db, 'mail_messages_id_seq', mailPlans.length);
  const attachmentPlans = mailPlans.flatMap((plan, index) => (plan.attachments ?? []).map((file) => ({ ...file, messageId: messageIds[index]! })));
  const fileIds = await reserveIds(db, 'files_id_seq', attachmentPlans.length);

  const byKey = new Map<string, { id: number; plan: MailPlan; at: Date; conversation: string }>();
  const messages: MessageInsert[] = [];
  const copies: CopyInsert[] = [];
  for (const [index, plan] of mailPlans.entries()) {
    const id = messageIds[index]!;
    const at = plan.on ? clock.at(plan.on[0], plan.on[1]) : clock.minutesFromNow(-(plan.minutesAgo ?? 0));
    const original = plan.replyTo ? byKey.get(plan.replyTo) : undefined;
    if (plan.replyTo && !original) throw new Error(`La respuesta ${plan.key} va antes que ${plan.replyTo}`);
    const conversation = original?.conversation ?? randomUUID();
    byKey.set(plan.key, { id, plan, at, conversation });

    const from = lineOf(plan.from);
    const html = plan.quotesOriginal && original ? `${plan.html}${quoteOf(lineOf(original.plan.from), original.at, original.plan.html)}` : plan.html;
    // Stored as the mail service stores what the composer sends: sanitised, with its preview and remote-image flag.
    const body = cleanMailBody(html);
    messages.push({
      id,
      conversation_id: conversation,
      in_reply_to: original?.id ?? null,
      sender_codigocontacto: from.edu_codigocontacto,
      subject: plan.subject,
      body_html: body.html,
      preview: body.preview,
      has_remote_images: body.hasRemoteImages,
      from_line: from,
      to_lines: plan.to.map(lineOf),
      cc_lines: (plan.cc ?? []).map(lineOf),
      bcc_lines: (plan.bcc ?? []).map(lineOf),
      sent_at: plan.isDraft ? null : at,
      created_at: at,
      updated_at: at,
    });

    const sender = from.edu_codigocontacto;
    if (sender) {
      copies.push({
        message_id: id,
        owner_codigocontacto: sender,
        folder_id: plan.isDraft ? 'drafts' : (plan.folders?.[sender] ?? 'sent'),
        is_read: true,
        is_draft: Boolean(plan.isDraft),
        date: at,
      });
    }
    if (plan.isDraft) continue;
    const recipients = new Set([...plan.to, ...(plan.cc ?? []), ...(plan.bcc ?? [])].filter((party): party is string => typeof party === 'string'));
    for (const code of recipients) {
      if (code === sender || withoutMailbox.has(code)) continue;
      const isUnread = plan.unreadBy === 'all' || (plan.unreadBy?.includes(code) ?? false);
      const folder: MailFolderId = plan.folders?.[code] ?? 'inbox';
      copies.push({ message_id: id, owner_codigocontacto: code, folder_id: folder, is_read: !isUnread, is_draft: false, date: at });
    }
  }

  await db.insert(mailMessages).values(messages);
  await db.insert(mailCopies).values(copies);
  if (attachmentPlans.length > 0) {
    const created = (messageId: number) => messages.find((m) => m.id === messageId)!.created_at!;
    await db.insert(files).values(
      attachmentPlans.map((file, index) => ({
        id: fileIds[index]!,
        name: file.name,
        file_type: demoMedia[file.media].file_type,
        storage_key: demoMedia[file.media].storage_key,
        size_bytes: demoMediaSizes[file.media] ?? null,
        created_at: created(file.messageId),
      })),
    );
    await db.insert(mailAttachments).values(
      attachmentPlans.map((file, index) => ({
        message_id: file.messageId,
        file_id: fileIds[index]!,
        name: file.name,
        content_type: demoMedia[file.media].file_type,
        size: demoMediaSizes[file.media] ?? 0,
      })),
    );
  }
}
