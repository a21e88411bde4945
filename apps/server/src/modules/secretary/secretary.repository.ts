import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  adeudos,
  contacts,
  contratos,
  formations,
  type IssuedDocumentKind,
  issuedDocuments,
  lineasMatricula,
  matriculas,
  topics,
  units,
} from '../../db/schema';

export type DebtRow = typeof adeudos.$inferSelect;
export type IssuedDocumentRow = typeof issuedDocuments.$inferSelect;

/** Who a document is about: what every PDF prints in its heading. */
export interface DocumentHolder {
  edu_codigocontacto: string;
  fullname: string;
  edu_documentoidentificativo: string | null;
  emailaddress1: string;
  emailaddress2: string | null;
  address: string | null;
}

/** One of the student's groups with the main formation and the enrolment it belongs to. */
export interface StudentGroup {
  edu_codigolineamatricula: string;
  edu_matricula: string;
  edu_fechamatricula: Date | null;
  groupCode: string;
  groupName: string;
  formationCode: string;
  formationName: string;
  formationLongName: string | null;
  allowCertificate: boolean;
  modalidad: number | null;
  lineStart: Date | null;
  lineEnd: Date | null;
  classesStart: Date | null;
  classesEnd: Date | null;
  isActive: boolean;
}

const parent = alias(formations, 'parent');

/** A debt with what its invoice prints: the enrolment's formation. */
export interface DebtWithFormation extends DebtRow {
  formationName: string | null;
}

/** A card payment the checkout completed, as the paid debt (with its invoice) the secretary lists. */
export interface CardPaymentDebt {
  /** The provider's invoice id ('in_…'): what makes the debt once per payment. */
  providerInvoiceId: string;
  edu_matricula: string;
  concept: string;
  amountEuros: number;
  paidAt: Date;
  /** Madrid day of the payment ('2026-03-14'): the period a one-off purchase is listed under. */
  period: string;
  /** Madrid year of the payment: the series of its invoice number. */
  year: number;
}

/** Attempts at an invoice number when another payment takes the same one at the same moment. */
const INVOICE_NUMBER_ATTEMPTS = 5;

/**
 * The debt id of a provider invoice: a UUID derived from its id, so the primary key itself makes a retried
 * webhook, a repeated success call and the start-up recovery write one debt, with no extra column or index.
 */
export function debtIdOfProviderInvoice(providerInvoiceId: string): string {
  const hex = createHash('sha256').update(`campus-card-payment:${providerInvoiceId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Data access of the virtual secretary: debts, contracts, the facts certificates state, issued documents. */
export function createSecretaryRepository(db: Database) {
  const debtsOfContact = db
    .select({ debt: adeudos })
    .from(adeudos)
    .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, adeudos.edu_matricula))
    .where(and(eq(matriculas.edu_codigocontacto, sql.placeholder('contact')), sql`${adeudos.edu_matricula} = any(${sql.placeholder('enrolments')})`))
    // Within a period, what is still to pay comes first.
    .orderBy(desc(adeudos.caja_periodoservicio), asc(adeudos.caja_pagado), asc(adeudos.caja_concepto))
    .prepare('secretary_debts_of_contact');

  const holderByCode = db
    .select({
      edu_codigocontacto: contacts.edu_codigocontacto,
      fullname: contacts.fullname,
      edu_documentoidentificativo: contacts.edu_documentoidentificativo,
      emailaddress1: contacts.emailaddress1,
      emailaddress2: contacts.emailaddress2,
      address: sql<
        string | null
      >`nullif(concat_ws(', ', ${contacts.address1_line1}, nullif(concat_ws(' ', ${contacts.address1_postalcode}, ${contacts.address1_city}), '')), '')`,
    })
    .from(contacts)
    .where(eq(contacts.edu_codigocontacto, sql.placeholder('contact')))
    .limit(1)
    .prepare('secretary_holder');

  const groupColumns = {
    edu_codigolineamatricula: lineasMatricula.edu_codigolineamatricula,
    edu_matricula: lineasMatricula.edu_matricula,
    edu_fechamatricula: matriculas.edu_fechamatricula,
    groupCode: formations.edu_codigoformacion,
    groupName: formations.edu_formacion,
    formationCode: sql<string>`coalesce(${parent.edu_codigoformacion}, ${formations.edu_codigoformacion})`,
    formationName: sql<string>`coalesce(${parent.edu_formacion}, ${formations.edu_formacion})`,
    formationLongName: sql<string | null>`coalesce(${parent.edu_nombre}, ${formations.edu_nombre})`,
    allowCertificate: formations.allow_certificate,
    modalidad: formations.cr479_modalidad,
    lineStart: lineasMatricula.edu_fechainicio,
    lineEnd: lineasMatricula.edu_fechafin,
    classesStart: formations.edu_fechainicioclases,
    classesEnd: formations.edu_fechafinclases,
    isActive: sql<boolean>`${lineasMatricula.edu_activa} = 0`,
  };
  const studentGroup = db
    .select(groupColumns)
    .from(lineasMatricula)
    .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, lineasMatricula.edu_matricula))
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .leftJoin(parent, eq(parent.edu_codigoformacion, formations.edu_principalcodigoformacion))
    .where(and(eq(lineasMatricula.edu_codigoalumno, sql.placeholder('contact')), eq(lineasMatricula.edu_codigoformacion, sql.placeholder('group'))))
    .orderBy(asc(lineasMatricula.edu_activa), desc(lineasMatricula.edu_fechainicio))
    .limit(1)
    .prepare('secretary_student_group');

  return {
    /** The debts of the contact's own enrolments among `enrolments` (others' enrolment codes match nothing). */
    async listDebts(contactCode: string, enrolments: readonly string[]): Promise<DebtRow[]> {
      const rows = await debtsOfContact.execute({ contact: contactCode, enrolments: [...enrolments] });
      return rows.map((r) => r.debt);
    },

    /** A debt of the contact by its provider invoice id or our invoice number, with the formation its invoice names. */
    async findInvoice(contactCode: string, reference: string): Promise<DebtWithFormation | null> {
      const [row] = await db
        .select({ debt: adeudos, formationName: formations.edu_formacion })
        .from(adeudos)
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, adeudos.edu_matricula))
        .leftJoin(formations, eq(formations.edu_codigoformacion, matriculas.edu_codigoformacion))
        .where(
          and(
            eq(matriculas.edu_codigocontacto, contactCode),
            eq(adeudos.caja_pagado, true),
            or(eq(adeudos.caja_stripeid, reference), eq(adeudos.caja_numerofactura, reference)),
          ),
        )
        .limit(1);
      return row ? { ...row.debt, formationName: row.formationName } : null;
    },

    /** A debt of the contact by id, with its formation. */
    async findDebt(contactCode: string, debtId: string): Promise<DebtWithFormation | null> {
      const [row] = await db
        .select({ debt: adeudos, formationName: formations.edu_formacion })
        .from(adeudos)
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, adeudos.edu_matricula))
        .leftJoin(formations, eq(formations.edu_codigoformacion, matriculas.edu_codigoformacion))
        .where(and(eq(matriculas.edu_codigocontacto, contactCode), eq(adeudos.caja_adeudoid, debtId)))
        .limit(1);
      return row ? { ...row.debt, formationName: row.formationName } : null;
    },

    /** The paid invoices (with a number) of one of the contact's enrolments whose payment fell in [from, to). */
    async listPaidInvoices(
      contactCode: string,
      enrolment: string,
      from: Date,
      to: Date,
    ): Promise<{ enrolmentFound: boolean; formationName: string | null; debts: DebtRow[] }> {
      const [owned] = await db
        .select({ formationName: formations.edu_formacion })
        .from(matriculas)
        .leftJoin(formations, eq(formations.edu_codigoformacion, matriculas.edu_codigoformacion))
        .where(and(eq(matriculas.edu_codigomatricula, enrolment), eq(matriculas.edu_codigocontacto, contactCode)))
        .limit(1);
      if (!owned) return { enrolmentFound: false, formationName: null, debts: [] };
      const debts = await db
        .select()
        .from(adeudos)
        .where(
          and(
            eq(adeudos.edu_matricula, enrolment),
            eq(adeudos.caja_pagado, true),
            sql`${adeudos.caja_numerofactura} is not null`,
            gte(adeudos.caja_fechapago, from),
            lt(adeudos.caja_fechapago, to),
          ),
        )
        .orderBy(asc(adeudos.caja_fechapago), asc(adeudos.caja_numerofactura));
      return { enrolmentFound: true, formationName: owned.formationName, debts };
    },

    async findHolder(contactCode: string): Promise<DocumentHolder | null> {
      const [row] = await holderByCode.execute({ contact: contactCode });
      return row ?? null;
    },

    /**
     * The paid debt of a card payment, created once: the id comes from the provider invoice (a second call finds
     * the first one's row), and the number is the next of the year's series ('F2026-000016'), taken again when a
     * payment at the same moment took it first (the number is unique).
     */
    async insertCardPaymentDebt(input: CardPaymentDebt): Promise<{ debt: DebtRow; isNew: boolean }> {
      const id = debtIdOfProviderInvoice(input.providerInvoiceId);
      const prefix = `F${input.year}-`;
      for (let attempt = 1; ; attempt += 1) {
        const [existing] = await db.select().from(adeudos).where(eq(adeudos.caja_adeudoid, id)).limit(1);
        if (existing) return { debt: existing, isNew: false };
        // Only numbers of the series' own shape count: a number the CRM wrote otherwise cannot break the sequence.
        const [last] = await db
          .select({ sequence: sql<number | null>`max(cast(substring(${adeudos.caja_numerofactura} from ${prefix.length + 1}::integer) as integer))` })
          .from(adeudos)
          .where(and(like(adeudos.caja_numerofactura, `${prefix}%`), sql`${adeudos.caja_numerofactura} ~ ${`^${prefix}[0-9]{1,9}$`}`));
        const next = Number(last?.sequence ?? 0) + 1;
        const [created] = await db
          .insert(adeudos)
          .values({
            caja_adeudoid: id,
            edu_matricula: input.edu_matricula,
            caja_periodoservicio: input.period,
            caja_concepto: input.concept.slice(0, 255),
            caja_importe: input.amountEuros,
            caja_pagado: true,
            caja_cajero: false,
            caja_fechapago: input.paidAt,
            caja_stripeid: input.providerInvoiceId,
            caja_numerofactura: `${prefix}${String(next).padStart(6, '0')}`,
            created_at: input.paidAt,
          })
          .onConflictDoNothing()
          .returning();
        if (created) return { debt: created, isNew: true };
        if (attempt >= INVOICE_NUMBER_ATTEMPTS) throw new Error(`No invoice number for ${input.providerInvoiceId}`);
      }
    },

    /** The contact's line in a group (the active one first), or null when they are not in it. */
    async findStudentGroup(contactCode: string, groupCode: string): Promise<StudentGroup | null> {
      const [row] = await studentGroup.execute({ contact: contactCode, group: groupCode });
      return row ?? null;
    },

    /** The index of a main formation: its regular units (extra units are sold apart) with their topics, in order. */
    async listContentIndex(formationCode: string): Promise<{ unidad: string; temas: string[] }[]> {
      const rows = await db
        .select({ unitId: units.id, unit: units.titulo, topic: topics.titulo })
        .from(units)
        .leftJoin(topics, eq(topics.unidad_id, units.id))
        .where(and(eq(units.formation, formationCode), eq(units.type, 'unidad')))
        .orderBy(asc(units.orden), asc(units.id), asc(topics.orden), asc(topics.id));
      const byUnit = new Map<number, { unidad: string; temas: string[] }>();
      for (const row of rows) {
        const entry = byUnit.get(row.unitId) ?? { unidad: row.unit, temas: [] };
        if (row.topic) entry.temas.push(row.topic);
        byUnit.set(row.unitId, entry);
      }
      return [...byUnit.values()];
    },

    /** The contact's contracts, newest first, with the formation of each enrolment. */
    async listContracts(contactCode: string) {
      return db
        .select({
          contract: contratos,
          formationName: formations.edu_formacion,
          formationLongName: formations.edu_nombre,
          modalidad: formations.cr479_modalidad,
        })
        .from(contratos)
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, contratos.edu_matricula))
        .leftJoin(formations, eq(formations.edu_codigoformacion, matriculas.edu_codigoformacion))
        .where(eq(contratos.edu_codigocontacto, contactCode))
        .orderBy(desc(contratos.edu_fechafirma));
    },

    /** The still-valid document of this kind already issued to the contact for this subject (an invoice, a contract). */
    async findIssued(contactCode: string, kind: IssuedDocumentKind, subjectRef: string): Promise<IssuedDocumentRow | null> {
      const [row] = await db
        .select()
        .from(issuedDocuments)
        .where(
          and(
            eq(issuedDocuments.edu_codigocontacto, contactCode),
            eq(issuedDocuments.kind, kind),
            eq(issuedDocuments.subject_ref, subjectRef),
            isNull(issuedDocuments.revoked_at),
          ),
        )
        .orderBy(desc(issuedDocuments.issued_at))
        .limit(1);
      return row ?? null;
    },

    /** Several subjects at once (the contracts list): the latest valid document of each. */
    async listIssued(contactCode: string, kind: IssuedDocumentKind, subjectRefs: readonly string[]): Promise<IssuedDocumentRow[]> {
      if (subjectRefs.length === 0) return [];
      return db
        .selectDistinctOn([issuedDocuments.subject_ref])
        .from(issuedDocuments)
        .where(
          and(
            eq(issuedDocuments.edu_codigocontacto, contactCode),
            eq(issuedDocuments.kind, kind),
            inArray(issuedDocuments.subject_ref, [...subjectRefs]),
            isNull(issuedDocuments.revoked_at),
          ),
        )
        .orderBy(issuedDocuments.subject_ref, desc(issuedDocuments.issued_at));
    },

    /** The valid document of this kind already issued to the contact with exactly this content, if any. */
    async findIssuedByDigest(contactCode: string, kind: IssuedDocumentKind, digest: string): Promise<IssuedDocumentRow | null> {
      const [row] = await db
        .select()
        .from(issuedDocuments)
        .where(
          and(
            eq(issuedDocuments.edu_codigocontacto, contactCode),
            eq(issuedDocuments.kind, kind),
            eq(issuedDocuments.content_digest, digest),
            isNull(issuedDocuments.revoked_at),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Inserts a document unless a valid one with the same person, kind and content exists (then null). */
    async insertIssuedOnce(row: typeof issuedDocuments.$inferInsert): Promise<IssuedDocumentRow | null> {
      const [created] = await db.insert(issuedDocuments).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    /**
     * An issued document for the public verification page: the holder's name and DNI are the ones stored with
     * it when issued (what the PDF prints), never the contact's current profile.
     */
    async findIssuedByCode(code: string): Promise<IssuedDocumentRow | null> {
      const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.verification_code, code)).limit(1);
      return row ?? null;
    },
  };
}

export type SecretaryRepository = ReturnType<typeof createSecretaryRepository>;
