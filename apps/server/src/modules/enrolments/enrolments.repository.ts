import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { formations, lineasMatricula, lineasProducto, matriculas, products } from '../../db/schema';

const parents = alias(formations, 'parent_formation');

/** Data access of enrolments, enrolment lines and bonus product lines. */
export function createEnrolmentsRepository(db: Database) {
  // Every access decision loads both (the user's holdings): built once, not on every request.
  const activeLines = db
    .select({ line: lineasMatricula, group: formations, parent: parents })
    .from(lineasMatricula)
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
    .where(and(eq(lineasMatricula.edu_codigoalumno, sql.placeholder('contactCode')), eq(lineasMatricula.edu_activa, 0)))
    .orderBy(asc(formations.edu_fechainicioclases), asc(formations.edu_codigoformacion))
    .prepare('enrolments_active_lines');
  const enrolments = db
    .select({ code: matriculas.edu_codigomatricula })
    .from(matriculas)
    .where(eq(matriculas.edu_codigocontacto, sql.placeholder('contactCode')));
  const bonusLines = db
    .select({ line: lineasProducto, product: products })
    .from(lineasProducto)
    .innerJoin(products, eq(products.id, lineasProducto.product_id))
    .where(and(inArray(lineasProducto.edu_matricula, enrolments), eq(lineasProducto.statecode, 0), eq(products.is_bonus, true)))
    .orderBy(asc(lineasProducto.edu_codigolineaproducto))
    .prepare('enrolments_bonus_lines');

  return {
    /** Active enrolment lines of a student with their group and its main formation. */
    listActiveLinesWithGroups: (contactCode: string) => activeLines.execute({ contactCode }),

    /** Active bonus product lines of the student's enrolments, with the product they come from. */
    listBonusLines: (contactCode: string) => bonusLines.execute({ contactCode }),
  };
}

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
