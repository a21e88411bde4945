import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formationTeachers, lineasMatricula, matriculas } from '../../db/schema';
import type { Executor } from './academy-formations.repository';

export type LineRow = typeof lineasMatricula.$inferSelect;
export type MatriculaRow = typeof matriculas.$inferSelect;
export type ContactSummary = Pick<
  typeof contacts.$inferSelect,
  'edu_codigocontacto' | 'fullname' | 'emailaddress1' | 'edu_tipocontacto' | 'freemium' | 'statecode' | 'edu_documentoidentificativo'
>;

/** A student's line in a group, with the student's name. */
export interface GroupStudentRow {
  line: LineRow;
  fullname: string;
  emailaddress1: string | null;
}

const contactSummary = {
  edu_codigocontacto: contacts.edu_codigocontacto,
  fullname: contacts.fullname,
  emailaddress1: contacts.emailaddress1,
  edu_tipocontacto: contacts.edu_tipocontacto,
  freemium: contacts.freemium,
  statecode: contacts.statecode,
  edu_documentoidentificativo: contacts.edu_documentoidentificativo,
};

const matchesPerson = (pattern: string): SQL | undefined =>
  pattern === '%%'
    ? undefined
    : sql`(${contacts.fullname} ilike ${pattern} or ${contacts.emailaddress1} ilike ${pattern} or ${contacts.edu_codigocontacto} ilike ${pattern}
        or coalesce(${contacts.edu_documentoidentificativo}, '') ilike ${pattern})`;

/**
 * The students of the back office's groups (issue 31): their enrolment lines (`lineas_matricula`, `edu_activa` 0 =
 * active, which is what every access rule reads), the matrícula per student and main formation, and the people a
 * group may take. Reads are one statement per page; writes take the service's transaction.
 */
export function createGroupEnrolmentsRepository(db: Database) {
  const studentsWhere = (groupCode: string, pattern: string) => and(eq(lineasMatricula.edu_codigoformacion, groupCode), matchesPerson(pattern));

  return {
    /** A page of a group's lines (active first, then by name), searched by name, e-mail, code or DNI. */
    async listGroupStudents(groupCode: string, pattern: string, limit: number, offset: number): Promise<{ rows: GroupStudentRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select({ line: lineasMatricula, fullname: contacts.fullname, emailaddress1: contacts.emailaddress1 })
          .from(lineasMatricula)
          .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
          .where(studentsWhere(groupCode, pattern))
          .orderBy(
            asc(lineasMatricula.edu_activa),
            asc(contacts.fullname),
            desc(lineasMatricula.edu_fechainicio),
            asc(lineasMatricula.edu_codigolineamatricula),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(lineasMatricula)
          .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
          .where(studentsWhere(groupCode, pattern)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** People a group may take, not already in it: teachers (types 5, 6) or students (not free-trial visitors); active only. */
    async listCandidates(groupCode: string, role: 'profesor' | 'alumno', pattern: string, limit: number, offset: number) {
      const notInGroup =
        role === 'profesor'
          ? sql`${contacts.edu_tipocontacto} ~ '[56]' and not exists (select 1 from ${formationTeachers} ft
              where ft.edu_codigoformacion = ${groupCode} and ft.edu_codigocontacto = ${contacts.edu_codigocontacto})`
          : sql`not exists (select 1 from ${lineasMatricula} lm
              where lm.edu_codigoformacion = ${groupCode} and lm.edu_codigoalumno = ${contacts.edu_codigocontacto} and lm.edu_activa = 0)`;
      const where = and(eq(contacts.statecode, 0), eq(contacts.freemium, false), notInGroup, matchesPerson(pattern));
      const [rows, [count]] = await Promise.all([
        db
          .select({
            edu_codigocontacto: contacts.edu_codigocontacto,
            fullname: contacts.fullname,
            emailaddress1: contacts.emailaddress1,
            edu_documentoidentificativo: contacts.edu_documentoidentificativo,
          })
          .from(contacts)
          .where(where)
          .orderBy(asc(contacts.fullname), asc(contacts.edu_codigocontacto))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(contacts)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async findContact(code: string, executor: Executor = db): Promise<ContactSummary | null> {
      const [row] = await executor.select(contactSummary).from(contacts).where(eq(contacts.edu_codigocontacto, code)).limit(1);
      return row ?? null;
    },

    /** A line of a group with its student's name (null when the group has no such line). */
    async findGroupLine(groupCode: string, lineCode: string, executor: Executor = db): Promise<GroupStudentRow | null> {
      const [row] = await executor
        .select({ line: lineasMatricula, fullname: contacts.fullname, emailaddress1: contacts.emailaddress1 })
        .from(lineasMatricula)
        .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
        .where(and(eq(lineasMatricula.edu_codigoformacion, groupCode), eq(lineasMatricula.edu_codigolineamatricula, lineCode)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the student has an active line in the group. */
    async hasActiveLine(groupCode: string, contactCode: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ code: lineasMatricula.edu_codigolineamatricula })
        .from(lineasMatricula)
        .where(and(eq(lineasMatricula.edu_codigoformacion, groupCode), eq(lineasMatricula.edu_codigoalumno, contactCode), eq(lineasMatricula.edu_activa, 0)))
        .limit(1);
      return !!row;
    },

    /** The student's matrícula for a main formation (the oldest, when the CRM left several). */
    async findMatricula(contactCode: string, formationCode: string, executor: Executor): Promise<MatriculaRow | null> {
      const [row] = await executor
        .select()
        .from(matriculas)
        .where(and(eq(matriculas.edu_codigocontacto, contactCode), eq(matriculas.edu_codigoformacion, formationCode)))
        .orderBy(asc(matriculas.created_at), asc(matriculas.edu_codigomatricula))
        .limit(1);
      return row ?? null;
    },

    async findMatriculaByCode(code: string, executor: Executor): Promise<MatriculaRow | null> {
      const [row] = await executor.select().from(matriculas).where(eq(matriculas.edu_codigomatricula, code)).limit(1);
      return row ?? null;
    },

    async insertMatricula(values: typeof matriculas.$inferInsert, executor: Executor): Promise<MatriculaRow> {
      const [row] = await executor.insert(matriculas).values(values).returning();
      return row!;
    },

    async reactivateMatricula(code: string, executor: Executor): Promise<void> {
      await executor.update(matriculas).set({ statecode: 0 }).where(eq(matriculas.edu_codigomatricula, code));
    },

    /** Inserts a line; null when its code is taken. */
    async insertLine(values: typeof lineasMatricula.$inferInsert, executor: Executor): Promise<LineRow | null> {
      const [row] = await executor.insert(lineasMatricula).values(values).onConflictDoNothing({ target: lineasMatricula.edu_codigolineamatricula }).returning();
      return row ?? null;
    },

    /** Ends a line: inactive (what access reads) from `end` on; the row stays as the history. */
    async endLine(lineCode: string, end: Date, executor: Executor): Promise<LineRow> {
      const [row] = await executor
        .update(lineasMatricula)
        .set({ edu_activa: 1, edu_fechafin: end })
        .where(eq(lineasMatricula.edu_codigolineamatricula, lineCode))
        .returning();
      return row!;
    },
  };
}

export type GroupEnrolmentsRepository = ReturnType<typeof createGroupEnrolmentsRepository>;
