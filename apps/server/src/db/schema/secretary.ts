import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { lineasMatricula, matriculas } from './enrolments';

/**
 * Debts (adeudos) of an enrolment: one per service period (month) or one-off fee (spec 002 §3 "Debt/invoice").
 * `caja_pagado` paid; `caja_cajero` paid at the academy's cash desk (no invoice is offered); `caja_stripeid`
 * the invoice id at the payment provider ('in_…'), whose PDF is served when Stripe is configured.
 */
export const adeudos = pgTable(
  'adeudos',
  {
    caja_adeudoid: uuid('caja_adeudoid').primaryKey().defaultRandom(),
    edu_matricula: varchar('edu_matricula', { length: 50 })
      .notNull()
      .references(() => matriculas.edu_codigomatricula, { onDelete: 'cascade' }),
    /** First day of the period the debt pays for. */
    caja_periodoservicio: date('caja_periodoservicio').notNull(),
    caja_concepto: varchar('caja_concepto', { length: 255 }).notNull(),
    /** Euros, taxes included. */
    caja_importe: numeric('caja_importe', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    caja_pagado: boolean('caja_pagado').notNull().default(false),
    caja_cajero: boolean('caja_cajero').notNull().default(false),
    caja_fechapago: timestamp('caja_fechapago', { withTimezone: true }),
    caja_stripeid: varchar('caja_stripeid', { length: 100 }),
    /** The academy's invoice number ('F2026-000123'), given when the debt is paid. */
    caja_numerofactura: varchar('caja_numerofactura', { length: 30 }).unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adeudos_matricula_idx').on(t.edu_matricula, t.caja_periodoservicio)],
);

/** Reasons offered by the withdrawal survey live in the contract; the answers are kept with the request. */
export const withdrawalRequestStatusValues = ['pendiente', 'aprobado', 'rechazado'] as const;
export type WithdrawalRequestStatus = (typeof withdrawalRequestStatusValues)[number];

/**
 * Withdrawal requests (solicitudes de baja) of enrolment lines, with the survey the student answered. The date the
 * withdrawal applies from follows the help article: asked before day 25, from the first day of next month; from the
 * 25th on, from the first day of the month after.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    edu_codigolineamatricula: varchar('edu_codigolineamatricula', { length: 50 })
      .notNull()
      .references(() => lineasMatricula.edu_codigolineamatricula, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<WithdrawalRequestStatus>().notNull().default('pendiente'),
    /** Madrid day the withdrawal applies from. */
    effective_date: date('effective_date').notNull(),
    /** Null when the request came as the spec's bare array of line codes (a client with its survey elsewhere). */
    survey_reason: varchar('survey_reason', { length: 50 }),
    /** 1–5 */
    survey_rating: integer('survey_rating'),
    survey_comments: text('survey_comments'),
    response: text('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** The academy person who approved or rejected it (issue 31). */
    decided_by: varchar('decided_by', { length: 50 }),
  },
  (t) => [
    index('withdrawal_requests_status_idx').on(t.status, t.created_at),
    index('withdrawal_requests_contact_idx').on(t.edu_codigocontacto, t.created_at),
    // One open request per line: a second click or tab cannot ask twice.
    uniqueIndex('withdrawal_requests_open_line_idx')
      .on(t.edu_codigolineamatricula)
      .where(sql`${t.status} = 'pendiente'`),
    check('withdrawal_requests_status_check', sql`${t.status} in ('pendiente', 'aprobado', 'rechazado')`),
    check('withdrawal_requests_rating_check', sql`${t.survey_rating} between 1 and 5`),
  ],
);

/** Training contracts signed for an enrolment (GET /api/contratos/{contactId}). */
export const contratos = pgTable(
  'contratos',
  {
    edu_contratoid: uuid('edu_contratoid').primaryKey().defaultRandom(),
    edu_matricula: varchar('edu_matricula', { length: 50 })
      .notNull()
      .references(() => matriculas.edu_codigomatricula, { onDelete: 'cascade' }),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** Contract reference printed on the document ('CT-2026-0042'). */
    edu_referencia: varchar('edu_referencia', { length: 30 }).notNull().unique(),
    edu_fechafirma: timestamp('edu_fechafirma', { withTimezone: true }).notNull(),
    /** Months of permanence the student agreed to. */
    edu_mesespermanencia: integer('edu_mesespermanencia').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contratos_contact_idx').on(t.edu_codigocontacto)],
);

export const issuedDocumentKindValues = [
  'factura',
  'facturas-anuales',
  'certificado-matricula',
  'certificado-asistencia',
  'certificado-contenidos',
  'contrato',
] as const;
export type IssuedDocumentKind = (typeof issuedDocumentKindValues)[number];

/**
 * Every PDF the secretary issued, so `/verificar/{code}` can confirm it without signing in: what the document
 * states (`facts`, the same values printed on it) and when it was issued. The code is random and unguessable.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    verification_code: varchar('verification_code', { length: 32 }).primaryKey(),
    kind: varchar('kind', { length: 30 }).$type<IssuedDocumentKind>().notNull(),
    edu_codigocontacto: varchar('edu_codigocontacto', { length: 50 })
      .notNull()
      .references(() => contacts.edu_codigocontacto, { onDelete: 'cascade' }),
    /** The document's subject: enrolment, group code, debt id… */
    subject_ref: varchar('subject_ref', { length: 100 }),
    title: varchar('title', { length: 255 }).notNull(),
    facts: jsonb('facts').$type<Record<string, string>>().notNull(),
    /**
     * Who the document names, as printed on it when issued: verification answers from these, never from the
     * current profile, so a later rename changes no document already issued.
     */
    holder_name: varchar('holder_name', { length: 255 }).notNull(),
    holder_dni: varchar('holder_dni', { length: 50 }),
    /**
     * sha-256 of everything the document states (kind, subject, title, facts, holder, body): the same request
     * for the same content serves the document already issued instead of rendering and storing a new one.
     */
    content_digest: varchar('content_digest', { length: 64 }),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Storage key of the issued PDF, so the same document is served again. */
    storage_key: varchar('storage_key', { length: 500 }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('issued_documents_contact_idx').on(t.edu_codigocontacto, t.issued_at),
    // One valid document per person, kind and content: two clicks at once store one document, not two.
    uniqueIndex('issued_documents_content_idx')
      .on(t.edu_codigocontacto, t.kind, t.content_digest)
      .where(sql`${t.revoked_at} is null`),
    check(
      'issued_documents_kind_check',
      sql`${t.kind} in ('factura', 'facturas-anuales', 'certificado-matricula', 'certificado-asistencia', 'certificado-contenidos', 'contrato')`,
    ),
  ],
);
