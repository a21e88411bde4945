import { boolean, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * "Te llamamos gratis" leads (POST /api/auth/nueva-oportunidad). The `leadid` of the trial link
 * (`/login?leadid=…`) is not the row id but a secret mailed only to the lead's address: opening the link
 * proves the e-mail. Only its SHA-256 is kept.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellidos: varchar('apellidos', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** Formation the lead asked about (code, slug or name as the form sent it). */
    formacion: varchar('formacion', { length: 255 }),
    acepta_politica: boolean('acepta_politica').notNull(),
    /** SHA-256 of the secret `leadid` mailed in the trial link. */
    access_token_hash: varchar('access_token_hash', { length: 64 }),
    access_expires_at: timestamp('access_expires_at', { withTimezone: true }),
    /** The freemium account this lead's link created: the only one the link ever opens. */
    contact_code: varchar('contact_code', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_email_idx').on(t.email), index('leads_created_idx').on(t.created_at), uniqueIndex('leads_access_token_idx').on(t.access_token_hash)],
);
