import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { chats } from './chats';
import { contacts } from './contacts';
import { files } from './content';
import { posts } from './posts';
import { taskDeliveries } from './evaluations';

/** What an upload was made for: a chat message, a post of the board or a task delivery. */
export const uploadPurposeValues = ['chat', 'post', 'task'] as const;
export type UploadPurpose = (typeof uploadPurposeValues)[number];

/**
 * A file a person uploaded (its bytes and name are a `files` row, so signed addresses and streaming work as
 * for any file). Until it is attached (`chat_id` or `post_id` set when the message or post is saved) only
 * its owner and staff may open it; afterwards also the other person of the chat, or the audience of the post.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    file_id: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<UploadPurpose>().notNull(),
    chat_id: integer('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    post_id: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    /** The task delivery the file was uploaded for (set at upload: a task file is attached at once). */
    task_delivery_id: integer('task_delivery_id').references(() => taskDeliveries.id, { onDelete: 'cascade' }),
    /** The delivery attempt that handed the file in; null while it is a draft of the task (issue 29). */
    task_attempt: integer('task_attempt'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_uploads_owner_idx').on(t.edu_codigocontacto, t.created_at),
    index('file_uploads_chat_idx').on(t.chat_id),
    index('file_uploads_post_idx').on(t.post_id),
    index('file_uploads_task_delivery_idx').on(t.task_delivery_id),
  ],
);
