import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

const contactRef = (name: string) =>
  varchar(name, { length: 50 })
    .notNull()
    .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' });

/**
 * A one-to-one chat. The two members are stored in code order (`member_a` < `member_b`), so a pair has
 * exactly one chat and "find or create" is a single insert that cannot race into a duplicate.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    member_a: contactRef('member_a'),
    member_b: contactRef('member_b'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Instant of the newest message; orders the chat list. */
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chats_members_idx').on(t.member_a, t.member_b),
    index('chats_member_b_idx').on(t.member_b),
    // Byte order ("C"), the same order the server sorts codes in, whatever the database collation.
    check('chats_members_order_check', sql`${t.member_a} collate "C" < ${t.member_b} collate "C"`),
  ],
);

/** A file attached to a chat message (one per message, spec 002 §5). */
export interface ChatMessageMetadata {
  files?: { id: number; name: string; url: string; fileType: string; size?: number }[];
}

/** Messages of a chat. `delivered_at` is set when the receiver's client acknowledges it (`message-received`). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender_codigocontacto: contactRef('sender_codigocontacto'),
    receiver_codigocontacto: contactRef('receiver_codigocontacto'),
    mensaje: text('mensaje').notNull().default(''),
    metadata: jsonb('metadata').$type<ChatMessageMetadata>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    is_read: boolean('is_read').notNull().default(false),
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chat_id, t.created_at), index('chat_messages_unread_idx').on(t.receiver_codigocontacto, t.is_read, t.chat_id)],
);

export const chatsRelations = relations(chats, ({ many }) => ({
  messages: many(chatMessages),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  chat: one(chats, { fields: [chatMessages.chat_id], references: [chats.id] }),
}));
