import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { formations, lineasMatricula, lineasProducto, matriculas, products } from '../../db/schema';

const parents = alias(formations, 'parent_formation');

/** Data access of enrolments, enrolment lines and bonus product lines. */
export function createEnrolmentsRepository(db: Database) {
  return {
    /** Active enrolment lines of a student with their group and its main formation. */
    async listActiveLinesWithGroups(contactCode: string) {
      return db
        .select({ line: lineasMatricula, group: formations, parent: parents })
        .from(lineasMatricula)
        .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
        .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(and(eq(lineasMatricula.edu_codigoalumno, contactCode), eq(lineasMatricula.edu_activa, 0)))
        .orderBy(asc(formations.edu_fechainicioclases), asc(formations.edu_codigoformacion));
    },

    /** Active bonus product lines of the student's enrolments, with the product they come from. */
    async listBonusLines(contactCode: string) {
      const enrolments = db.select({ code: matriculas.edu_codigomatricula }).from(matriculas).where(eq(matriculas.edu_codigocontacto, contactCode));
      return db
        .select({ line: lineasProducto, product: products })
        .from(lineasProducto)
        .innerJoin(products, eq(products.id, lineasProducto.product_id))
        .where(and(inArray(lineasProducto.edu_matricula, enrolments), eq(lineasProducto.statecode, 0), eq(products.is_bonus, true)))
        .orderBy(asc(lineasProducto.edu_codigolineaproducto));
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
