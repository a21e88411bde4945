import { and, asc, count, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formations, lineasMatricula } from '../../db/schema';

export interface CrmEnrolmentFilter {
  /** Searched in the line, enrolment and student codes and the student's name (already a LIKE pattern). */
  pattern: string | null;
  groupCode: string | null;
  studentCode: string | null;
  since: Date | null;
  limit: number;
  offset: number;
}

export interface CrmEnrolmentRow {
  edu_codigolineamatricula: string;
  edu_codigomatricula: string;
  edu_codigoalumno: string;
  alumno_fullname: string;
  edu_codigoformacion: string;
  edu_principalcodigoformacion: string | null;
  edu_fechainicio: Date | null;
  edu_fechafin: Date | null;
  edu_activa: number;
  created_at: Date;
}

/** The CRM's read of enrolment lines (issue 31 item 4): one page and its total, two statements whatever the size. */
export function createCrmEnrolmentsRepository(db: Database) {
  const conditionsOf = (filter: CrmEnrolmentFilter): SQL | undefined =>
    and(
      filter.groupCode === null ? undefined : eq(lineasMatricula.edu_codigoformacion, filter.groupCode),
      filter.studentCode === null ? undefined : eq(lineasMatricula.edu_codigoalumno, filter.studentCode),
      filter.since === null ? undefined : gte(lineasMatricula.created_at, filter.since),
      filter.pattern === null
        ? undefined
        : or(
            ilike(lineasMatricula.edu_codigolineamatricula, filter.pattern),
            ilike(lineasMatricula.edu_matricula, filter.pattern),
            ilike(lineasMatricula.edu_codigoalumno, filter.pattern),
            ilike(contacts.fullname, filter.pattern),
          ),
    );

  return {
    async listEnrolmentLines(filter: CrmEnrolmentFilter): Promise<{ rows: CrmEnrolmentRow[]; total: number }> {
      const where = conditionsOf(filter);
      const rows = await db
        .select({
          edu_codigolineamatricula: lineasMatricula.edu_codigolineamatricula,
          edu_codigomatricula: lineasMatricula.edu_matricula,
          edu_codigoalumno: lineasMatricula.edu_codigoalumno,
          alumno_fullname: contacts.fullname,
          edu_codigoformacion: lineasMatricula.edu_codigoformacion,
          edu_principalcodigoformacion: formations.edu_principalcodigoformacion,
          edu_fechainicio: lineasMatricula.edu_fechainicio,
          edu_fechafin: lineasMatricula.edu_fechafin,
          edu_activa: lineasMatricula.edu_activa,
          created_at: lineasMatricula.created_at,
        })
        .from(lineasMatricula)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
        .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
        .where(where)
        // Oldest first and stable: a CRM syncing "since" its last run pages forward without missing a line.
        .orderBy(asc(lineasMatricula.created_at), asc(lineasMatricula.edu_codigolineamatricula))
        .limit(filter.limit)
        .offset(filter.offset);
      // The total only needs the student's name when searching by it.
      const totalQuery = db.select({ total: count() }).from(lineasMatricula);
      const [counted] = await (filter.pattern === null
        ? totalQuery.where(where)
        : totalQuery.innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno)).where(where));
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type CrmEnrolmentsRepository = ReturnType<typeof createCrmEnrolmentsRepository>;
