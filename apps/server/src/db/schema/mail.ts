import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
