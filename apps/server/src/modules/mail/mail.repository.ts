import type { MailAddressLine, MailFolderId, MailOutsideDelivery } from '@campus/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, files, mailAttachments, mailCopies, mailMessages } from '../../db/schema';

// The search document is PostgreSQL's to query, never read back.
const { search_document: _searchDocument, ...messageColumns } = getTableColumns(mailMessages);
export type MailMessageRow = Omit<typeof mailMessages.$inferSelect, 'search_document'>;
export type MailCopyRow = typeof mailCopies.$inferSelect;
export type MailAttachmentRow = typeof mailAttachments.$inferSelect & { storageKey: string | null };

/** A folder's count for one owner. */
export interface FolderCountRow {
  owner: string;
  folderId: MailFolderId;
  total: number;
  unread: number;
}

/** What a folder's list shows of a copy and its message (never the body). */
export interface MailListRow {
  copy: MailCopyRow;
  subject: string;
  preview: string;
  fromLine: MailAddressLine;
  toLines: MailAddressLine[];
  conversationId: string;
  outsideDelivery: MailOutsideDelivery;
  hasAttachments: boolean;
  /** The copy's date to the microsecond (the keyset cursor; a JavaScript Date keeps only milliseconds). */
  dateKey: string;
}

/** The content of a message to write (the service has cleaned it). */
export type MailContent = Pick<
  typeof mailMessages.$inferInsert,
  | 'conversation_id'
  | 'in_reply_to'
  | 'sender_codigocontacto'
  | 'subject'
  | 'body_html'
  | 'preview'
  | 'has_remote_images'
  | 'from_line'
  | 'to_lines'
  | 'cc_lines'
  | 'bcc_lines'
  | 'sent_at'
  | 'outside_delivery'
  | 'failed_recipients'
>;

/** A file to attach: one already stored (`fileId`, a forward or a kept draft file) or new bytes in storage. */
export type AttachmentInput = { name: string; contentType: string; size: number } & ({ fileId: number } | { storageKey: string });

/** One mail write: a new message or a draft saved again (or sent), with its copies and attachments. */
export interface MailWrite {
  ownerCode: string;
  /** The draft copy to overwrite (it must still be a draft of the owner), or null for a new message. */
  draftCopyId: number | null;
  content: MailContent;
  senderFolder: MailFolderId;
  isDraft: boolean;
  date: Date;
  /** Of a draft's current attachments, the ids that stay (the rest are taken off). */
  keptAttachmentIds: readonly number[];
  attachments: readonly AttachmentInput[];
  /** Academy mailboxes that receive an unread inbox copy. */
  recipientCodes: readonly string[];
}

const listColumns = {
  copy: mailCopies,
  subject: mailMessages.subject,
  preview: mailMessages.preview,
  fromLine: mailMessages.from_line,
  toLines: mailMessages.to_lines,
  conversationId: mailMessages.conversation_id,
  outsideDelivery: mailMessages.outside_delivery,
  hasAttachments: sql<boolean>`exists (select 1 from ${mailAttachments} where ${mailAttachments.message_id} = ${mailMessages.id})`,
  dateKey: sql<string>`to_char(${mailCopies.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes the `files` rows among `fileIds` that no mail attachment points at any more and answers their
 * storage keys (the caller removes the bytes after the commit).
 */
async function deleteUnattachedFiles(tx: Transaction | Database, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(
      and(
        inArray(files.id, [...new Set(fileIds)]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(mailAttachments)
            .where(eq(mailAttachments.file_id, files.id)),
        ),
      ),
    )
    .returning({ storageKey: files.storage_key });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** The mail store: messages, each mailbox's copies and attachments. Only fetches and writes; the service decides. */
export function createMailRepository(db: Database) {
  return {
    /** Copies per folder (total and unread) of each owner, in one grouped statement. */
    async countFolders(ownerCodes: readonly string[]): Promise<FolderCountRow[]> {
      if (ownerCodes.length === 0) return [];
      const rows = await db
        .select({
          owner: mailCopies.owner_codigocontacto,
          folderId: mailCopies.folder_id,
          total: sql<number>`count(*)::int`,
          unread: sql<number>`(count(*) filter (where ${mailCopies.is_read} = false))::int`,
        })
        .from(mailCopies)
        .where(inArray(mailCopies.owner_codigocontacto, [...new Set(ownerCodes)]))
        .groupBy(mailCopies.owner_codigocontacto, mailCopies.folder_id);
      return rows.map((row) => ({ ...row, total: Number(row.total), unread: Number(row.unread) }));
    },

    /** A page of a folder, newest first, after the cursor (keyset on the folder's index); `limit` rows at most. */
    async listPage(ownerCode: string, folderId: MailFolderId, after: { dateKey: string; id: number } | null, limit: number): Promise<MailListRow[]> {
      return db
        .select(listColumns)
        .from(mailCopies)
        .innerJoin(mailMessages, eq(mailMessages.id, mailCopies.message_id))
        .where(
          and(
            eq(mailCopies.owner_codigocontacto, ownerCode),
            eq(mailCopies.folder_id, folderId),
            after ? sql`(${mailCopies.date}, ${mailCopies.id}) < (${after.dateKey}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(mailCopies.date), desc(mailCopies.id))
        .limit(limit);
    },

    /**
     * A page of the owner's mail in every folder matching a full-text prefix query (mail-search.ts), newest
     * first after the cursor: one statement, the GIN index on the messages' search document and the owner's
     * copies (mail_copies_message_idx) whichever the planner finds cheaper.
     */
    async searchPage(ownerCode: string, prefixQuery: string, after: { dateKey: string; id: number } | null, limit: number): Promise<MailListRow[]> {
      return db
        .select(listColumns)
        .from(mailCopies)
        .innerJoin(mailMessages, eq(mailMessages.id, mailCopies.message_id))
        .where(
          and(
            eq(mailCopies.owner_codigocontacto, ownerCode),
            sql`${mailMessages.search_document} @@ to_tsquery('simple', ${prefixQuery})`,
            after ? sql`(${mailCopies.date}, ${mailCopies.id}) < (${after.dateKey}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(mailCopies.date), desc(mailCopies.id))
        .limit(limit);
    },

    /** The list rows of these copies (what a change or a delivery answers and pushes). */
    async listCopies(copyIds: readonly number[]): Promise<MailListRow[]> {
      if (copyIds.length === 0) return [];
      return db
        .select(listColumns)
        .from(mailCopies)
        .innerJoin(mailMessages, eq(mailMessages.id, mailCopies.message_id))
        .where(inArray(mailCopies.id, [...copyIds]));
    },

    /** A copy with its whole message, or null. */
    async findCopy(copyId: number): Promise<{ copy: MailCopyRow; message: MailMessageRow } | null> {
      const [row] = await db
        .select({ copy: mailCopies, message: messageColumns })
        .from(mailCopies)
        .innerJoin(mailMessages, eq(mailMessages.id, mailCopies.message_id))
        .where(eq(mailCopies.id, copyId))
        .limit(1);
      return row ?? null;
    },

    /** The attachments of a message, in the order they were added, with where their bytes are. */
    async listAttachments(messageId: number): Promise<MailAttachmentRow[]> {
      const rows = await db
        .select({ attachment: mailAttachments, storageKey: files.storage_key })
        .from(mailAttachments)
        .innerJoin(files, eq(files.id, mailAttachments.file_id))
        .where(eq(mailAttachments.message_id, messageId))
        .orderBy(asc(mailAttachments.id));
      return rows.map((row) => ({ ...row.attachment, storageKey: row.storageKey }));
    },

    /** Active academy accounts by e-mail (lower case), and the named contacts by code, in one statement. */
    async findContacts(addresses: readonly string[], codes: readonly string[]): Promise<{ code: string; fullname: string; email: string }[]> {
      const byAddress =
        addresses.length > 0 ? and(inArray(sql`lower(${contacts.emailaddress1})`, [...new Set(addresses)]), eq(contacts.statecode, 0)) : undefined;
      const byCode = codes.length > 0 ? inArray(contacts.edu_codigocontacto, [...new Set(codes)]) : undefined;
      if (!byAddress && !byCode) return [];
      return db
        .select({ code: contacts.edu_codigocontacto, fullname: contacts.fullname, email: contacts.emailaddress1 })
        .from(contacts)
        .where(or(byAddress, byCode));
    },

    /**
     * Writes a mail in one transaction: the message (new, or the draft's overwritten while it is still a draft),
     * the sender's copy, the attachments (new files get their `files` row) and an unread inbox copy for each
     * academy recipient. Answers the ids, or null when the draft is no longer one (sent meanwhile), plus the
     * storage keys of files nothing carries any more.
     */
    async writeMail(
      input: MailWrite,
    ): Promise<{ messageId: number; senderCopyId: number; recipientCopies: { id: number; owner: string }[]; orphanKeys: string[] } | null> {
      return db.transaction(async (tx) => {
        let messageId: number;
        let senderCopyId: number;
        const dropped: number[] = [];
        const copyValues = { folder_id: input.senderFolder, is_draft: input.isDraft, is_read: true, date: input.date };
        if (input.draftCopyId !== null) {
          const [copy] = await tx
            .update(mailCopies)
            .set(copyValues)
            .where(and(eq(mailCopies.id, input.draftCopyId), eq(mailCopies.owner_codigocontacto, input.ownerCode), eq(mailCopies.is_draft, true)))
            .returning({ id: mailCopies.id, messageId: mailCopies.message_id });
          if (!copy) return null;
          ({ messageId, id: senderCopyId } = copy);
          await tx
            .update(mailMessages)
            .set({ ...input.content, updated_at: input.date })
            .where(eq(mailMessages.id, messageId));
          const removed = await tx
            .delete(mailAttachments)
            .where(
              and(
                eq(mailAttachments.message_id, messageId),
                input.keptAttachmentIds.length > 0 ? notInArray(mailAttachments.id, [...input.keptAttachmentIds]) : undefined,
              ),
            )
            .returning({ fileId: mailAttachments.file_id });
          dropped.push(...removed.map((row) => row.fileId));
        } else {
          const [message] = await tx
            .insert(mailMessages)
            .values({ ...input.content, created_at: input.date, updated_at: input.date })
            .returning({ id: mailMessages.id });
          messageId = message!.id;
          const [copy] = await tx
            .insert(mailCopies)
            .values({ ...copyValues, message_id: messageId, owner_codigocontacto: input.ownerCode })
            .returning({ id: mailCopies.id });
          senderCopyId = copy!.id;
        }
        const fresh = input.attachments.flatMap((file) => ('storageKey' in file ? [file] : []));
        const newFiles =
          fresh.length > 0
            ? await tx
                .insert(files)
                .values(
                  fresh.map((file) => ({
                    name: file.name,
                    file_type: file.contentType,
                    storage_key: file.storageKey,
                    size_bytes: file.size,
                    created_at: input.date,
                  })),
                )
                .returning({ id: files.id })
            : [];
        let next = 0;
        const attachmentRows = input.attachments.map((file) => ({
          message_id: messageId,
          file_id: 'fileId' in file ? file.fileId : newFiles[next++]!.id,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
        }));
        if (attachmentRows.length > 0) await tx.insert(mailAttachments).values(attachmentRows);
        const recipientCopies =
          input.recipientCodes.length > 0
            ? await tx
                .insert(mailCopies)
                .values(
                  input.recipientCodes.map((owner) => ({
                    message_id: messageId,
                    owner_codigocontacto: owner,
                    folder_id: 'inbox' as const,
                    is_read: false,
                    is_draft: false,
                    date: input.date,
                  })),
                )
                .returning({ id: mailCopies.id, owner: mailCopies.owner_codigocontacto })
            : [];
        const orphanKeys = await deleteUnattachedFiles(tx, dropped);
        return { messageId, senderCopyId, recipientCopies, orphanKeys };
      });
    },

    /** Marks read or unread, or moves, the owner's copy; answers it, or null when it is not theirs. */
    async updateCopy(copyId: number, ownerCode: string, change: { is_read?: boolean; folder_id?: MailFolderId }): Promise<MailCopyRow | null> {
      const [row] = await db
        .update(mailCopies)
        .set(change)
        .where(and(eq(mailCopies.id, copyId), eq(mailCopies.owner_codigocontacto, ownerCode)))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes the owner's copy for good. When it was the last copy of its message (and no outside delivery is
     * pending), the message goes too, with the files no other mail carries: answers their storage keys.
     */
    async deleteCopy(copyId: number, ownerCode: string): Promise<{ isDeleted: boolean; orphanKeys: string[] }> {
      return db.transaction(async (tx) => {
        const [copy] = await tx
          .delete(mailCopies)
          .where(and(eq(mailCopies.id, copyId), eq(mailCopies.owner_codigocontacto, ownerCode)))
          .returning({ messageId: mailCopies.message_id });
        if (!copy) return { isDeleted: false, orphanKeys: [] };
        return { isDeleted: true, orphanKeys: await deleteMessageIfUnused(tx, copy.messageId) };
      });
    },

    /** Deletes a message nobody holds any more (e.g. after its outside delivery ended); answers orphan storage keys. */
    deleteMessageIfUnused: (messageId: number) => db.transaction((tx) => deleteMessageIfUnused(tx, messageId)),

    /**
     * Claims a message waiting for outside delivery (or, without `messageId`, up to `limit` of them whose claim
     * lapsed: an instance died mid-delivery) until `until`. One statement decides, so two instances never
     * both claim the same message.
     */
    async claimPendingDeliveries(input: { messageId?: number; now: Date; until: Date; limit: number }): Promise<MailMessageRow[]> {
      const free = or(isNull(mailMessages.outside_claimed_until), lt(mailMessages.outside_claimed_until, input.now));
      const due = db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(and(eq(mailMessages.outside_delivery, 'pending'), free, input.messageId !== undefined ? eq(mailMessages.id, input.messageId) : undefined))
        .orderBy(asc(mailMessages.id))
        .limit(input.limit);
      return db
        .update(mailMessages)
        .set({ outside_claimed_until: input.until })
        .where(and(inArray(mailMessages.id, due), eq(mailMessages.outside_delivery, 'pending'), free))
        .returning(messageColumns);
    },

    /**
     * Ends an outside delivery: the message is 'delivered' or 'failed', the sender's copy leaves the outbox for
     * Sent (if it is still there) and, for refused addresses, a bounce lands in the sender's inbox. Answers the
     * copies that changed (the sender's and the bounce's).
     */
    async finishDelivery(input: {
      messageId: number;
      status: 'delivered' | 'failed';
      senderCode: string | null;
      bounce: MailContent | null;
      date: Date;
    }): Promise<{ changedCopyIds: number[] }> {
      return db.transaction(async (tx) => {
        await tx
          .update(mailMessages)
          .set({ outside_delivery: input.status, outside_claimed_until: null, updated_at: input.date })
          .where(eq(mailMessages.id, input.messageId));
        const changed: number[] = [];
        if (input.senderCode) {
          const moved = await tx
            .update(mailCopies)
            .set({ folder_id: 'sent' })
            .where(and(eq(mailCopies.message_id, input.messageId), eq(mailCopies.owner_codigocontacto, input.senderCode), eq(mailCopies.folder_id, 'outbox')))
            .returning({ id: mailCopies.id });
          changed.push(...moved.map((row) => row.id));
          if (input.bounce) {
            const [bounce] = await tx
              .insert(mailMessages)
              .values({ ...input.bounce, created_at: input.date, updated_at: input.date })
              .returning({ id: mailMessages.id });
            const [copy] = await tx
              .insert(mailCopies)
              .values({ message_id: bounce!.id, owner_codigocontacto: input.senderCode, folder_id: 'inbox', is_read: false, is_draft: false, date: input.date })
              .returning({ id: mailCopies.id });
            changed.push(copy!.id);
          }
        }
        return { changedCopyIds: changed };
      });
    },
  };
}

async function deleteMessageIfUnused(tx: Transaction | Database, messageId: number): Promise<string[]> {
  const fileRows = await tx.select({ fileId: mailAttachments.file_id }).from(mailAttachments).where(eq(mailAttachments.message_id, messageId));
  const [gone] = await tx
    .delete(mailMessages)
    .where(
      and(
        eq(mailMessages.id, messageId),
        sql`${mailMessages.outside_delivery} <> 'pending'`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(mailCopies)
            .where(eq(mailCopies.message_id, mailMessages.id)),
        ),
      ),
    )
    .returning({ id: mailMessages.id });
  return gone
    ? deleteUnattachedFiles(
        tx,
        fileRows.map((row) => row.fileId),
      )
    : [];
}

export type MailRepository = ReturnType<typeof createMailRepository>;
