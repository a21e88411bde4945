import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@campus/contract';
import { contacts } from './contacts';

/**
 * The back office's audit log (issue 31): every academy-side change, who made it (a person, or an API key
 * acting for the academy's CRM), when, what and its values before and after. Rows are never updated or
 * deleted by the app; `summary` is the Spanish line the log page lists and searches.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person who made the change (null when the academy's CRM did it through an API key alone). */
    actor_code: varchar('actor_code', { length: 50 }),
    /** The API key the change came through, if any. */
    api_key_id: integer('api_key_id'),
    /** What was done, e.g. 'contact.create', 'enrolment.move', 'withdrawal.approve', 'import.apply'. */
    action: varchar('action', { length: 60 }).notNull(),
    /** The kind of thing changed, e.g. 'contact', 'formation', 'enrolment_line', 'withdrawal_request', 'api_key'. */
    entity_type: varchar('entity_type', { length: 40 }).notNull(),
    /** Its key (a contact or formation code, a line code, a numeric id as text). */
    entity_id: varchar('entity_id', { length: 100 }).notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.at.desc()),
    index('audit_log_actor_idx').on(t.actor_code, t.at.desc()),
  ],
);

/**
 * API keys of the academy's CRM (issue 31): named, scoped, shown once, kept only as a SHA-256, revocable.
 * `key_prefix` (the first characters of the key) lets staff tell keys apart without the secret.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 10 }).$type<ApiKeyScope>().notNull(),
    key_hash: varchar('key_hash', { length: 64 }).notNull().unique(),
    key_prefix: varchar('key_prefix', { length: 16 }).notNull(),
    created_by: varchar('created_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('api_keys_scope_check', sql`${t.scope} in ('read', 'write')`)],
);

/**
 * Invitations (issue 31): a link for a new person to choose their password. Single use, valid 7 days; only a
 * SHA-256 of the token is kept. A new invitation for the same person supersedes the open ones.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** Who sent it (null when the import or an API key did). */
    created_by: varchar('created_by', { length: 50 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer invitation replaced this one before it was used. */
    superseded_at: timestamp('superseded_at', { withTimezone: true }),
    /** How it went out: 'smtp' (mailed) or 'link' (shown to staff, no SMTP configured). */
    delivery: varchar('delivery', { length: 10 }).notNull(),
    note: text('note'),
  },
  (t) => [index('invitations_contact_idx').on(t.edu_codigocontacto, t.created_at)],
);
