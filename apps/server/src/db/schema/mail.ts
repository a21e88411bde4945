import { type MailAddressLine, type MailFolderId, type MailOutsideDelivery, mailFolderIds, mailOutsideDeliverySchema } from '@campus/contract';
import { relations, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { files } from './content';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** PostgreSQL's full-text document type (drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Mail search (issue 29): the words of the subject, the sender's name and address (whole and split at '@' and
 * '.') and the body without its tags, lower-cased and without accents, as the 'simple' configuration splits
 * them (no stemming: a search is a prefix of the words typed). `fold-mail-search.ts` folds the typed words the
 * same way. Kept by PostgreSQL itself, so every write (and every existing mail) is searchable.
 */
export const MAIL_SEARCH_ACCENTS = { from: 'áàâäãéèêëíìîïóòôöõúùûüñç', to: 'aaaaaeeeeiiiiooooouuuunc' } as const;
const searchDocument = sql.raw(`to_tsvector('simple'::regconfig, translate(lower(
  coalesce("subject", '') || ' ' || coalesce("from_line"->>'name', '') || ' ' || coalesce("from_line"->>'address', '') || ' ' ||
  translate(coalesce("from_line"->>'address', ''), '@.', '  ') || ' ' || regexp_replace(coalesce("body_html", ''), '<[^>]*>', ' ', 'g')
), '${MAIL_SEARCH_ACCENTS.from}', '${MAIL_SEARCH_ACCENTS.to}'))`);

/**
 * Outgoing mail recorded by the built-in mail sender (no SMTP_URL): every message the app sends (sign-in
 * codes, trial links) is kept here as it would have been delivered, so nothing is faked and nothing is
 * lost; the internal mailboxes read from it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to_address, t.created_at)],
);

/**
 * The content of a mail of the mail client (issue 12), stored once however many mailboxes hold it: the
 * sender's copy and each academy recipient's copy are `mail_copies` rows pointing here. `body_html` was
 * sanitised by the server before it was stored; the address lines keep the names as they were when sent.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    /** Replies and forwards share the conversation of the mail they answer. */
    conversation_id: varchar('conversation_id', { length: 64 }).notNull(),
    in_reply_to: integer('in_reply_to').references((): AnyPgColumn => mailMessages.id, { onDelete: 'set null' }),
    /** The account that wrote it; null for the mail system's own messages (bounces). */
    sender_codigocontacto: varchar('sender_codigocontacto', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 300 }).notNull().default(''),
    body_html: text('body_html').notNull().default(''),
    /** The first 200 characters of the body as text (the list shows it without reading the body). */
    preview: varchar('preview', { length: 200 }).notNull().default(''),
    has_remote_images: boolean('has_remote_images').notNull().default(false),
    from_line: jsonb('from_line').$type<MailAddressLine>().notNull(),
    to_lines: jsonb('to_lines')
      .$type<MailAddressLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cc_lines: jsonb('cc_lines')
      .$type<MailAddressLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bcc_lines: jsonb('bcc_lines')
      .$type<MailAddressLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Null while it is a draft. */
    sent_at: timestamp('sent_at', { withTimezone: true }),
    outside_delivery: varchar('outside_delivery', { length: 20 }).$type<MailOutsideDelivery>().notNull().default('none'),
    /**
     * While an instance hands a 'pending' mail to SMTP it holds it until this instant; an instance that died
     * mid-delivery lets it go, and the next boot (any instance) claims it again.
     */
    outside_claimed_until: timestamp('outside_claimed_until', { withTimezone: true }),
    /** For a bounce: the addresses that could not be reached. */
    failed_recipients: jsonb('failed_recipients')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search_document: tsvector('search_document').generatedAlwaysAs(searchDocument),
  },
  (t) => [
    index('mail_messages_conversation_idx').on(t.conversation_id),
    index('mail_messages_search_idx').using('gin', t.search_document),
    index('mail_messages_sender_idx').on(t.sender_codigocontacto),
    // Only the few mails waiting for SMTP are in this index: the boot retry reads it.
    index('mail_messages_outside_pending_idx')
      .on(t.id)
      .where(sql`${t.outside_delivery} = 'pending'`),
    check('mail_messages_outside_delivery_check', sql`${t.outside_delivery} in (${sqlList(mailOutsideDeliverySchema.options)})`),
  ],
);

/**
 * A mailbox's copy of a mail: its folder, read flag and date belong to the owner alone. `id` is what the API
 * calls the mail's id. The (owner, folder, date desc, id desc) index pages a folder by keyset however big.
 */
export const mailCopies = pgTable(
  'mail_copies',
  {
    id: serial('id').primaryKey(),
    message_id: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    owner_codigocontacto: varchar('owner_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    folder_id: varchar('folder_id', { length: 20 }).$type<MailFolderId>().notNull(),
    is_read: boolean('is_read').notNull().default(false),
    is_draft: boolean('is_draft').notNull().default(false),
    /** When it was sent or received (drafts: last saved): orders the folder. */
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_copies_folder_page_idx').on(t.owner_codigocontacto, t.folder_id, t.date.desc(), t.id.desc()),
    // Unread counts per folder read only the unread copies.
    index('mail_copies_unread_idx')
      .on(t.owner_codigocontacto, t.folder_id)
      .where(sql`${t.is_read} = false`),
    index('mail_copies_message_idx').on(t.message_id),
    check('mail_copies_folder_check', sql`${t.folder_id} in (${sqlList(mailFolderIds)})`),
  ],
);

/**
 * A file attached to a mail (its bytes and storage key are a `files` row). A forward carries the original's
 * attachments by pointing at the same `files` rows; a file is removed once no attachment points at it.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    message_id: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.message_id), index('mail_attachments_file_idx').on(t.file_id)],
);

export const mailMessagesRelations = relations(mailMessages, ({ many }) => ({
  copies: many(mailCopies),
  attachments: many(mailAttachments),
}));

export const mailCopiesRelations = relations(mailCopies, ({ one }) => ({
  message: one(mailMessages, { fields: [mailCopies.message_id], references: [mailMessages.id] }),
}));

export const mailAttachmentsRelations = relations(mailAttachments, ({ one }) => ({
  message: one(mailMessages, { fields: [mailAttachments.message_id], references: [mailMessages.id] }),
  file: one(files, { fields: [mailAttachments.file_id], references: [files.id] }),
}));
