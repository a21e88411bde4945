import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

const contactRef = () =>
  varchar('edu_codigocontacto', { length: 50 })
    .notNull()
    .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' });

/**
 * One-time sign-in codes issued by the identity provider. Only a SHA-256 of the code is kept; a code
 * is single use and expires after 10 minutes.
 */
export const signInCodes = pgTable('sign_in_codes', {
  code_hash: varchar('code_hash', { length: 64 }).primaryKey(),
  edu_codigocontacto: contactRef(),
  redirect_uri: text('redirect_uri').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  /** OIDC: the provider's ID token of this sign-in, handed to the session it opens (RP-initiated logout). */
  id_token: text('id_token'),
});

/** Bearer sessions; only a SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    edu_codigocontacto: contactRef(),
    /** How the session began: code, teacher-token, oidc, freemium. */
    method: varchar('method', { length: 20 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    user_agent: varchar('user_agent', { length: 255 }),
    /**
     * The first session of the sign-in this one renews (null on that first one). A renewal opens a new row
     * for the new token, so what was bound to the sign-in (signed file addresses) follows the renewals and
     * ends with the sign-in.
     */
    sign_in_id: integer('sign_in_id'),
  },
  (t) => [index('sessions_contact_idx').on(t.edu_codigocontacto), index('sessions_sign_in_idx').on(t.sign_in_id)],
);

/**
 * The OpenID Connect provider's ID token of a sign-in, kept with its first session: "Cerrar sesión" sends it
 * to the provider's end-session endpoint as id_token_hint, so the provider's session ends too.
 */
export const sessionIdTokens = pgTable('session_id_tokens', {
  session_id: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  id_token: text('id_token').notNull(),
});

/** Long-lived sign-in tokens for teachers (`/login?t=…`); only a SHA-256 is kept. */
export const teacherTokens = pgTable('teacher_tokens', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  edu_codigocontacto: contactRef(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
});

/** Failed sign-in attempts, counted per address and per account to rate limit guessing. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_email_idx').on(t.email, t.created_at), index('sign_in_attempts_ip_idx').on(t.ip, t.created_at)],
);

/** Onboarding tours (home, first_formation, …). */
export const onboardings = pgTable('onboardings', {
  id: integer('id').primaryKey(),
  onboarding_name: varchar('onboarding_name', { length: 50 }).notNull().unique(),
});

/** Per-user onboarding state; completed null = pending, true = finished, false = skipped. */
export const userOnboardings = pgTable(
  'user_onboardings',
  {
    id: serial('id').primaryKey(),
    edu_codigocontacto: contactRef(),
    onboarding_id: integer('onboarding_id')
      .notNull()
      .references(() => onboardings.id),
    completed: boolean('completed'),
    onboarding_visible: boolean('onboarding_visible').notNull().default(true),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One state per user and tour: completing it is an upsert.
  (t) => [
    index('user_onboardings_contact_idx').on(t.edu_codigocontacto),
    uniqueIndex('user_onboardings_contact_onboarding_idx').on(t.edu_codigocontacto, t.onboarding_id),
  ],
);
