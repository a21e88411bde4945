import { and, asc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contacts, formations, formationTeachers, lineasMatricula } from '../../db/schema';

export type FormationRow = typeof formations.$inferSelect;
/** The database or an open transaction (the audit service takes the same, to write in it). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A teacher of a group as the back office lists them. */
export interface TeacherJson {
  edu_codigocontacto: string;
  fullname: string;
  emailaddress1: string | null;
  role: string | null;
}

export interface MainFormationRow {
  edu_codigoformacion: string;
  edu_formacion: string;
  edu_nombre: string | null;
  groupCount: number;
  studentCount: number;
}

export type GroupWithPeople = FormationRow & { teachers: TeacherJson[]; studentCount: number };

/** ILIKE's own characters typed in a search are taken literally. */
export const toLikePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const parent = alias(formations, 'parent_formation');

// Per row of a bounded page (at most 100): counted in the same statement, never a query per row. The outer row is
// named with its table: Drizzle renders a column of a one-table select bare, which inside the subquery would be g's.
const groupCount = sql<number>`(select count(*)::int from ${formations} g where g.edu_principalcodigoformacion = "formations"."edu_codigoformacion")`;
const formationStudentCount = sql<number>`(select count(distinct lm.edu_codigoalumno)::int from ${lineasMatricula} lm
    inner join ${formations} g on g.edu_codigoformacion = lm.edu_codigoformacion
    where g.edu_principalcodigoformacion = "formations"."edu_codigoformacion" and lm.edu_activa = 0)`;
const groupStudentCount = sql<number>`(select count(*)::int from ${lineasMatricula} lm
    where lm.edu_codigoformacion = "formations"."edu_codigoformacion" and lm.edu_activa = 0)`;
const groupTeachers = sql<TeacherJson[]>`coalesce((
    select json_agg(json_build_object('edu_codigocontacto', c.edu_codigocontacto, 'fullname', c.fullname, 'emailaddress1', c.emailaddress1, 'role', ft.role)
      order by c.fullname, c.edu_codigocontacto)
    from ${formationTeachers} ft inner join ${contacts} c on c.edu_codigocontacto = ft.edu_codigocontacto
    where ft.edu_codigoformacion = "formations"."edu_codigoformacion"), '[]'::json)`;

const mainFormationColumns = {
  edu_codigoformacion: formations.edu_codigoformacion,
  edu_formacion: formations.edu_formacion,
  edu_nombre: formations.edu_nombre,
  groupCount,
  studentCount: formationStudentCount,
};
const groupColumns = { ...getTableColumns(formations), teachers: groupTeachers, studentCount: groupStudentCount };

/**
 * Reads and writes of the back office's formations and groups (issue 31). Every read is one statement whatever the
 * academy's size (counts and teachers aggregated per row of a bounded page); writes take the transaction of the
 * service, so a change and its audit rows commit together.
 */
export function createAcademyFormationsRepository(db: Database) {
  const mainSearch = (pattern: string) =>
    and(
      isNull(formations.edu_principalcodigoformacion),
      pattern === '%%'
        ? undefined
        : sql`(${formations.edu_codigoformacion} ilike ${pattern} or ${formations.edu_formacion} ilike ${pattern} or coalesce(${formations.edu_nombre}, '') ilike ${pattern})`,
    );

  return {
    /** Runs `work` in one transaction (a change and its audit rows commit together). */
    transaction: <T>(work: (tx: Executor) => Promise<T>): Promise<T> => db.transaction(work),

    /** A page of main formations searched by code or name, and how many match. */
    async listMainFormations(pattern: string, limit: number, offset: number): Promise<{ rows: MainFormationRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select(mainFormationColumns)
          .from(formations)
          .where(mainSearch(pattern))
          .orderBy(asc(formations.edu_formacion), asc(formations.edu_codigoformacion))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(formations)
          .where(mainSearch(pattern)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Any formation or group by code, as stored (null when there is none). */
    async findFormationRow(code: string, executor: Executor = db): Promise<FormationRow | null> {
      const [row] = await executor.select().from(formations).where(eq(formations.edu_codigoformacion, code)).limit(1);
      return row ?? null;
    },

    /** A main formation with its counts. */
    async findMainFormation(code: string, executor: Executor = db): Promise<MainFormationRow | null> {
      const [row] = await executor
        .select(mainFormationColumns)
        .from(formations)
        .where(and(eq(formations.edu_codigoformacion, code), isNull(formations.edu_principalcodigoformacion)))
        .limit(1);
      return row ?? null;
    },

    /** The groups of a main formation with their teachers and active students, by first day of classes. */
    listGroupsOf: (parentCode: string): Promise<GroupWithPeople[]> =>
      db
        .select(groupColumns)
        .from(formations)
        .where(eq(formations.edu_principalcodigoformacion, parentCode))
        .orderBy(sql`${formations.edu_fechainicioclases} asc nulls last`, asc(formations.edu_codigoformacion)),

    /** A group (a formation with a parent) with its teachers, active students and main formation's name. */
    async findGroup(code: string, executor: Executor = db): Promise<(GroupWithPeople & { parentName: string }) | null> {
      const [row] = await executor
        .select({ ...groupColumns, parentName: parent.edu_formacion })
        .from(formations)
        .innerJoin(parent, eq(parent.edu_codigoformacion, formations.edu_principalcodigoformacion))
        .where(eq(formations.edu_codigoformacion, code))
        .limit(1);
      return row ?? null;
    },

    /** The other groups of a group's main formation. */
    listSiblingGroups: (groupCode: string): Promise<{ edu_codigoformacion: string; edu_formacion: string }[]> =>
      db
        .select({ edu_codigoformacion: formations.edu_codigoformacion, edu_formacion: formations.edu_formacion })
        .from(formations)
        .where(
          and(
            eq(
              formations.edu_principalcodigoformacion,
              sql`(select g.edu_principalcodigoformacion from ${formations} g where g.edu_codigoformacion = ${groupCode})`,
            ),
            ne(formations.edu_codigoformacion, groupCode),
          ),
        )
        .orderBy(sql`${formations.edu_fechainicioclases} asc nulls last`, asc(formations.edu_codigoformacion)),

    /** Inserts a formation or group; false when the code is taken. */
    async insertFormation(values: typeof formations.$inferInsert, executor: Executor): Promise<boolean> {
      const inserted = await executor
        .insert(formations)
        .values(values)
        .onConflictDoNothing({ target: formations.edu_codigoformacion })
        .returning({ code: formations.edu_codigoformacion });
      return inserted.length > 0;
    },

    async updateFormation(code: string, values: Partial<typeof formations.$inferInsert>, executor: Executor): Promise<void> {
      await executor.update(formations).set(values).where(eq(formations.edu_codigoformacion, code));
    },

    /** Adds a teacher to a group; false when they already teach it. */
    async insertTeacher(values: typeof formationTeachers.$inferInsert, executor: Executor): Promise<boolean> {
      const inserted = await executor.insert(formationTeachers).values(values).onConflictDoNothing().returning({ code: formationTeachers.edu_codigocontacto });
      return inserted.length > 0;
    },

    /** Removes a teacher from a group; their role when they taught it, else null. */
    async deleteTeacher(groupCode: string, contactCode: string, executor: Executor): Promise<{ role: string | null } | null> {
      const [row] = await executor
        .delete(formationTeachers)
        .where(and(eq(formationTeachers.edu_codigoformacion, groupCode), eq(formationTeachers.edu_codigocontacto, contactCode)))
        .returning({ role: formationTeachers.role });
      return row ?? null;
    },

    /** The codes of a group's teachers (who is told when its students change). */
    async listTeacherCodes(groupCodes: readonly string[]): Promise<string[]> {
      const rows = await db
        .selectDistinct({ code: formationTeachers.edu_codigocontacto })
        .from(formationTeachers)
        .where(sql`${formationTeachers.edu_codigoformacion} = any(${sql.param([...groupCodes])}::text[])`);
      return rows.map((row) => row.code);
    },
  };
}

export type AcademyFormationsRepository = ReturnType<typeof createAcademyFormationsRepository>;
