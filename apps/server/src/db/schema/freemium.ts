import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * One-time codes of the built-in freemium OAuth simulation (Google, Microsoft or Facebook without
 * credentials). Like the academy sign-in codes: only a SHA-256 is kept, single use, 10 minutes, bound to
 * the return address. The person may not exist yet, so the code carries the e-mail and name given.
 */
export const freemiumOauthCodes = pgTable(
  'freemium_oauth_codes',
  {
    code_hash: varchar('code_hash', { length: 64 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('freemium_oauth_codes_expires_idx').on(t.expires_at)],
);

/**
 * E-mail proof of the built-in freemium provider in production (no real provider credentials, SMTP
 * configured): a 6-digit code mailed to the address typed, a few attempts, 10 minutes. Only a SHA-256
 * of the code is kept; the return address and state of the sign-in wait here until the code is proven.
 */
export const freemiumEmailChallenges = pgTable(
  'freemium_email_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 20 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    redirect_uri: text('redirect_uri').notNull(),
    state: varchar('state', { length: 500 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('freemium_email_challenges_expires_idx').on(t.expires_at), index('freemium_email_challenges_email_idx').on(t.email, t.created_at)],
);
