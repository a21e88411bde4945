import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';

/**
 * Support cases (incidencias, spec 002 §3 and §4). `statecode` 0 active, 1 resolved, 2 cancelled, with the
 * `statuscode` values of the spec's table; the resolution is written by staff and read by
 * GET /api/user/caso/resolucion/{incidentId}. `ticketnumber` is what a person reads out on the phone.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    incidentid: uuid('incidentid').primaryKey().defaultRandom(),
    ticketnumber: varchar('ticketnumber', { length: 30 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    /** 0 'Problema técnico', 1 'Consulta administración'. */
    tipo_incidencia: integer('tipo_incidencia').notNull(),
    /** Fixed 9 from the web (spec 002 §7). */
    technology: integer('technology').notNull().default(9),
    /** The customer (customerid_contact). */
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    statecode: integer('statecode').notNull().default(0),
    statuscode: integer('statuscode').notNull().default(1),
    /** The resolution's subject, as staff wrote it; null until there is one. */
    resolution: text('resolution'),
    resolved_by: varchar('resolved_by', { length: 50 }).references(() => contacts.edu_codigocontacto, { onDelete: 'set null' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    createdon: timestamp('createdon', { withTimezone: true }).notNull().defaultNow(),
    modifiedon: timestamp('modifiedon', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_cases_contact_idx').on(t.edu_codigocontacto, t.createdon),
    index('support_cases_state_idx').on(t.statecode, t.modifiedon),
    check('support_cases_statecode_check', sql`${t.statecode} in (0, 1, 2)`),
    check('support_cases_tipo_check', sql`${t.tipo_incidencia} in (0, 1)`),
  ],
);
