import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { formations, lineasMatricula, lineasProducto, matriculas, products, withdrawalRequests } from '../../db/schema';

const mainFormation = alias(formations, 'main_formation');
const parents = alias(formations, 'parent_formation');

export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;

/** A withdrawal request with its line's enrolment and group, as /solicitudes lists it. */
export interface WithdrawalWithGroup {
  request: WithdrawalRequestRow;
  edu_matricula: string;
  groupCode: string;
  groupName: string;
}

/** What a withdrawal is checked against, per active line of the student. */
export interface WithdrawalCheckRow {
  lineCode: string;
  enrolmentCode: string;
  groupCode: string;
  groupName: string;
  permanenceEnd: string | null;
  pendingDebts: number;
  hasOpenRequest: boolean;
}

/**
 * Data access of the profile's enrolment records: enrolments, product lines, lines with their latest withdrawal
 * request, the withdrawal checks (pending debts of the line's enrolment, open requests) and the requests. Each
 * read is one prepared statement whatever the number of rows.
 */
export function createEnrolmentRecordsRepository(db: Database) {
  const ownEnrolments = db
    .select({ code: matriculas.edu_codigomatricula })
    .from(matriculas)
    .where(eq(matriculas.edu_codigocontacto, sql.placeholder('contactCode')));

  const enrolments = db
    .select({ enrolment: matriculas, formationName: mainFormation.edu_formacion })
    .from(matriculas)
    .leftJoin(mainFormation, eq(mainFormation.edu_codigoformacion, matriculas.edu_codigoformacion))
    .where(eq(matriculas.edu_codigocontacto, sql.placeholder('contactCode')))
    .orderBy(desc(matriculas.edu_fechamatricula), desc(matriculas.edu_codigomatricula))
    .prepare('enrolment_records_enrolments');

  const productLines = db
    .select({ line: lineasProducto, product: products })
    .from(lineasProducto)
    .innerJoin(products, eq(products.id, lineasProducto.product_id))
    .where(inArray(lineasProducto.edu_matricula, ownEnrolments))
    .orderBy(asc(lineasProducto.edu_matricula), asc(lineasProducto.edu_fechainicio), asc(lineasProducto.edu_codigolineaproducto))
    .prepare('enrolment_records_product_lines');

  // Every line (withdrawn ones too: the tab shows their state), with the latest withdrawal request of each.
  const recordLines = db
    .select({ line: lineasMatricula, group: formations, parent: parents, withdrawal: withdrawalRequests })
    .from(lineasMatricula)
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
    .leftJoin(
      withdrawalRequests,
      eq(
        withdrawalRequests.id,
        sql`(select max(w.id) from ${withdrawalRequests} w where w.edu_codigolineamatricula = ${lineasMatricula.edu_codigolineamatricula})`,
      ),
    )
    .where(eq(lineasMatricula.edu_codigoalumno, sql.placeholder('contactCode')))
    .orderBy(asc(lineasMatricula.edu_matricula), asc(lineasMatricula.edu_fechainicio), asc(lineasMatricula.edu_codigolineamatricula))
    .prepare('enrolment_records_lines');

  // Pending debts: unpaid debts of the line's enrolment whose service period has started (by the Madrid day).
  const checks = db
    .select({
      lineCode: lineasMatricula.edu_codigolineamatricula,
      enrolmentCode: lineasMatricula.edu_matricula,
      groupCode: formations.edu_codigoformacion,
      groupName: formations.edu_formacion,
      permanenceEnd: lineasMatricula.edu_fechafinpermanencia,
      pendingDebts: sql<number>`(select count(*)::int from adeudos a where a.edu_matricula = ${lineasMatricula.edu_matricula} and not a.caja_pagado and a.caja_periodoservicio <= ${sql.placeholder('today')})`,
      hasOpenRequest: sql<boolean>`exists (select 1 from ${withdrawalRequests} w where w.edu_codigolineamatricula = ${lineasMatricula.edu_codigolineamatricula} and w.status in ('pendiente', 'aprobado'))`,
    })
    .from(lineasMatricula)
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .where(and(eq(lineasMatricula.edu_codigoalumno, sql.placeholder('contactCode')), eq(lineasMatricula.edu_activa, 0)))
    .orderBy(asc(lineasMatricula.edu_matricula), asc(lineasMatricula.edu_codigolineamatricula))
    .prepare('enrolment_records_withdrawal_checks');

  const withdrawals = db
    .select({
      request: withdrawalRequests,
      edu_matricula: lineasMatricula.edu_matricula,
      groupCode: formations.edu_codigoformacion,
      groupName: formations.edu_formacion,
    })
    .from(withdrawalRequests)
    .innerJoin(lineasMatricula, eq(lineasMatricula.edu_codigolineamatricula, withdrawalRequests.edu_codigolineamatricula))
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .where(eq(withdrawalRequests.edu_codigocontacto, sql.placeholder('contactCode')))
    .orderBy(desc(withdrawalRequests.created_at), desc(withdrawalRequests.id))
    .prepare('enrolment_records_withdrawals');

  return {
    /** The student's enrolments with the name of their main formation, newest first. */
    listEnrolments: (contactCode: string) => enrolments.execute({ contactCode }),

    /** Every product line of the student's enrolments, with its product. */
    listProductLines: (contactCode: string) => productLines.execute({ contactCode }),

    /** Every enrolment line of the student with its group, main formation and latest withdrawal request. */
    listRecordLines: (contactCode: string) => recordLines.execute({ contactCode }),

    /** The withdrawal checks of the student's active lines on a Madrid day. */
    listWithdrawalChecks: (contactCode: string, today: string): Promise<WithdrawalCheckRow[]> => checks.execute({ contactCode, today }),

    /** The student's withdrawal requests, newest first. */
    listWithdrawals: (contactCode: string): Promise<WithdrawalWithGroup[]> => withdrawals.execute({ contactCode }),

    /**
     * Inserts the requests of several lines at once, all or none: when a line already has an open request
     * (another tab or click got there first, caught by the one-open-request index) nothing is saved and the
     * answer is null.
     */
    async insertWithdrawals(values: (typeof withdrawalRequests.$inferInsert)[]): Promise<WithdrawalRequestRow[] | null> {
      const marker = Symbol('open request');
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx.insert(withdrawalRequests).values(values).onConflictDoNothing().returning();
          if (rows.length < values.length) throw marker;
          return rows;
        });
      } catch (error) {
        if (error === marker) return null;
        throw error;
      }
    },
  };
}

export type EnrolmentRecordsRepository = ReturnType<typeof createEnrolmentRecordsRepository>;
