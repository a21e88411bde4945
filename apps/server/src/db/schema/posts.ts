import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { formations } from './formations';

export const postableTypeValues = ['event', 'content'] as const;
export type PostableType = (typeof postableTypeValues)[number];

/** Files attached to a post (spec 001 §3, metadata). */
export interface PostMetadata {
  files?: { id: number; name: string; url: string }[];
}

/**
 * Posts of the notice board (tablón) and class comments: a post attached to an event is a comment of
 * that class (`postable_type` 'event' or 'content', `postable_id` the event id). `content` is HTML that
 * the server sanitised before storing it.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content').notNull(),
    /** Author. */
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    metadata: jsonb('metadata').$type<PostMetadata>(),
    /** Group codes the post is addressed to (a JSON list). */
    codigos_grupos: jsonb('codigos_grupos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    postable_type: varchar('postable_type', { length: 20 }).$type<PostableType>(),
    postable_id: varchar('postable_id', { length: 50 }),
    /** Main formation the post belongs to. */
    edu_codigoformacion: varchar('edu_codigoformacion', { length: 50 }).references(() => formations.edu_codigoformacion, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }),
    /** Hidden by a teacher of the group or staff (issue 30, moderation): kept, but shown to nobody but its author. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_by: varchar('hidden_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
  },
  (t) => [
    index('posts_postable_idx').on(t.postable_type, t.postable_id, t.created_at),
    index('posts_formation_idx').on(t.edu_codigoformacion, t.created_at),
    index('posts_author_idx').on(t.edu_codigocontacto),
    check('posts_postable_type_check', sql`${t.postable_type} is null or ${t.postable_type} in ('event', 'content')`),
  ],
);

/** Answers to a post. */
export const postResponses = pgTable(
  'post_responses',
  {
    id: serial('id').primaryKey(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by a teacher of the group or staff (issue 30, moderation). */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_by: varchar('hidden_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
  },
  (t) => [index('post_responses_post_idx').on(t.post_id, t.created_at)],
);

export const postsRelations = relations(posts, ({ one, many }) => ({
  author: one(contacts, { fields: [posts.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
  responses: many(postResponses),
}));

export const postResponsesRelations = relations(postResponses, ({ one }) => ({
  post: one(posts, { fields: [postResponses.post_id], references: [posts.id] }),
  author: one(contacts, { fields: [postResponses.edu_codigocontacto], references: [contacts.edu_codigocontacto] }),
}));
