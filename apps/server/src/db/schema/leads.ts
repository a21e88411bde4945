import { boolean, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * "Te llamamos gratis" leads (POST /api/auth/nueva-oportunidad). The id is a UUID because it travels
 * in sign-in links (`/login?leadid=…`) and must not be guessable.
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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_email_idx').on(t.email), index('leads_created_idx').on(t.created_at)],
);
