import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contacts, eventFormations, events, formations, formationTeachers, lineasMatricula, matriculas } from '../../db/schema';

/** The database, or the import's transaction. */
export type ImportExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type ContactInsert = typeof contacts.$inferInsert;
export type FormationInsert = typeof formations.$inferInsert;
export type MatriculaInsert = typeof matriculas.$inferInsert;
export type LineInsert = typeof lineasMatricula.$inferInsert;
export type EventInsert = typeof events.$inferInsert;

/** What Campus already has of the rows an import names: one read per kind, whatever the files' size. */
export interface ImportSnapshot {
  contacts: Map<string, ExistingContact>;
  /** Lower-cased academy e-mail → the code of the contact that has it (for the e-mails of the import). */
  contactCodeByEmail: Map<string, string>;
  formations: Map<string, ExistingFormation>;
  /** Parent codes (of those asked) that have groups in Campus. */
  parentsWithGroups: Set<string>;
  /** "contact\u0000group" of the teacher pairs that exist. */
  teacherPairs: Set<string>;
  matriculas: Map<string, { student: string; formation: string | null }>;
  lines: Map<string, ExistingLine>;
  events: Map<string, ExistingEvent>;
}

export type ExistingContact = Pick<
  typeof contacts.$inferSelect,
  'firstname' | 'lastname' | 'fullname' | 'emailaddress1' | 'emailaddress2' | 'edu_tipocontacto' | 'admin' | 'mobilephone' | 'edu_documentoidentificativo'
>;
export type ExistingFormation = Pick<
  typeof formations.$inferSelect,
  | 'edu_formacion'
  | 'edu_nombre'
  | 'edu_principalcodigoformacion'
  | 'edu_fechainicioclases'
  | 'edu_fechafinclases'
  | 'edu_fechainicioacceso'
  | 'edu_fechafinacceso'
  | 'cr479_modalidad'
>;
export type ExistingLine = Pick<
  typeof lineasMatricula.$inferSelect,
  'edu_matricula' | 'edu_codigoformacion' | 'edu_codigoalumno' | 'edu_fechainicio' | 'edu_fechafin'
>;
export type ExistingEvent = Pick<
  typeof events.$inferSelect,
  'id' | 'title' | 'description' | 'event_type' | 'start_date' | 'end_date' | 'all_day' | 'join_url' | 'freemium'
> & {
  groups: string[];
};

export interface SnapshotKeys {
  contactCodes: string[];
  emails: string[];
  formationCodes: string[];
  /** Codes that become groups in this import: do they have groups of their own in Campus? */
  codesBecomingGroups: string[];
  teacherPairs: { contact: string; group: string }[];
  matriculaCodes: string[];
  lineCodes: string[];
  eventSourceIds: string[];
}

/** `column = any($1)`: one parameter whatever the number of keys. */
const isAnyOf = (column: PgColumn | SQL, values: readonly string[]) => sql`${column} = any(${sql.param([...values])}::varchar[])`;

/**
 * The rows of one statement: PostgreSQL takes at most 65,535 parameters a statement, so a large file is written in
 * chunks of rows (a few statements for 20,000 rows, never one per row).
 */
export function chunkRows<R extends object>(rows: readonly R[]): R[][] {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  const chunks: R[][] = [];
  for (let index = 0; index < rows.length; index += size) chunks.push(rows.slice(index, index + size));
  return chunks;
}

export const teacherPairKey = (contact: string, group: string) => `${contact}\u0000${group}`;

/** The import's reads (of what exists) and writes (in bulk, in the caller's transaction). */
export function createImportsRepository(db: Database) {
  return {
    async readSnapshot(keys: SnapshotKeys, executor: ImportExecutor = db): Promise<ImportSnapshot> {
      const skip = <T>(values: readonly unknown[], value: T) => (values.length === 0 ? Promise.resolve(value) : null);
      const [contactRows, emailRows, formationRows, parentRows, teacherRows, matriculaRows, lineRows, eventRows] = await Promise.all([
        skip(keys.contactCodes, []) ??
          executor
            .select({
              code: contacts.edu_codigocontacto,
              firstname: contacts.firstname,
              lastname: contacts.lastname,
              fullname: contacts.fullname,
              emailaddress1: contacts.emailaddress1,
              emailaddress2: contacts.emailaddress2,
              edu_tipocontacto: contacts.edu_tipocontacto,
              admin: contacts.admin,
              mobilephone: contacts.mobilephone,
              edu_documentoidentificativo: contacts.edu_documentoidentificativo,
            })
            .from(contacts)
            .where(isAnyOf(contacts.edu_codigocontacto, keys.contactCodes)),
        skip(keys.emails, []) ??
          executor
            .select({ code: contacts.edu_codigocontacto, email: sql<string>`lower(${contacts.emailaddress1})` })
            .from(contacts)
            .where(isAnyOf(sql`lower(${contacts.emailaddress1})`, keys.emails)),
        skip(keys.formationCodes, []) ??
          executor
            .select({
              code: formations.edu_codigoformacion,
              edu_formacion: formations.edu_formacion,
              edu_nombre: formations.edu_nombre,
              edu_principalcodigoformacion: formations.edu_principalcodigoformacion,
              edu_fechainicioclases: formations.edu_fechainicioclases,
              edu_fechafinclases: formations.edu_fechafinclases,
              edu_fechainicioacceso: formations.edu_fechainicioacceso,
              edu_fechafinacceso: formations.edu_fechafinacceso,
              cr479_modalidad: formations.cr479_modalidad,
            })
            .from(formations)
            .where(isAnyOf(formations.edu_codigoformacion, keys.formationCodes)),
        skip(keys.codesBecomingGroups, []) ??
          executor
            .selectDistinct({ code: formations.edu_principalcodigoformacion })
            .from(formations)
            .where(isAnyOf(formations.edu_principalcodigoformacion, keys.codesBecomingGroups)),
        skip(keys.teacherPairs, []) ??
          executor
            .select({ contact: formationTeachers.edu_codigocontacto, group: formationTeachers.edu_codigoformacion })
            .from(formationTeachers)
            .where(
              sql`(${formationTeachers.edu_codigocontacto}, ${formationTeachers.edu_codigoformacion}) in (select * from unnest(${sql.param(
                keys.teacherPairs.map((pair) => pair.contact),
              )}::varchar[], ${sql.param(keys.teacherPairs.map((pair) => pair.group))}::varchar[]))`,
            ),
        skip(keys.matriculaCodes, []) ??
          executor
            .select({ code: matriculas.edu_codigomatricula, student: matriculas.edu_codigocontacto, formation: matriculas.edu_codigoformacion })
            .from(matriculas)
            .where(isAnyOf(matriculas.edu_codigomatricula, keys.matriculaCodes)),
        skip(keys.lineCodes, []) ??
          executor
            .select({
              code: lineasMatricula.edu_codigolineamatricula,
              edu_matricula: lineasMatricula.edu_matricula,
              edu_codigoformacion: lineasMatricula.edu_codigoformacion,
              edu_codigoalumno: lineasMatricula.edu_codigoalumno,
              edu_fechainicio: lineasMatricula.edu_fechainicio,
              edu_fechafin: lineasMatricula.edu_fechafin,
            })
            .from(lineasMatricula)
            .where(isAnyOf(lineasMatricula.edu_codigolineamatricula, keys.lineCodes)),
        skip(keys.eventSourceIds, []) ??
          executor
            .select({
              sourceId: sql<string>`${events.source_id}`,
              id: events.id,
              title: events.title,
              description: events.description,
              event_type: events.event_type,
              start_date: events.start_date,
              end_date: events.end_date,
              all_day: events.all_day,
              join_url: events.join_url,
              freemium: events.freemium,
              groups: sql<
                string[]
              >`coalesce((select array_agg(${eventFormations.edu_codigoformacion} order by ${eventFormations.edu_codigoformacion}) from ${eventFormations} where ${eventFormations.event_id} = ${events.id}), '{}')`,
            })
            .from(events)
            .where(isAnyOf(events.source_id, keys.eventSourceIds)),
      ]);
      return {
        contacts: new Map(contactRows.map(({ code, ...row }) => [code, row])),
        contactCodeByEmail: new Map(emailRows.map((row) => [row.email, row.code])),
        formations: new Map(formationRows.map(({ code, ...row }) => [code, row])),
        parentsWithGroups: new Set(parentRows.flatMap((row) => (row.code ? [row.code] : []))),
        teacherPairs: new Set(teacherRows.map((row) => teacherPairKey(row.contact, row.group))),
        matriculas: new Map(matriculaRows.map(({ code, ...row }) => [code, row])),
        lines: new Map(lineRows.map(({ code, ...row }) => [code, row])),
        events: new Map(eventRows.map(({ sourceId, ...row }) => [sourceId, row])),
      };
    },

    /** New and changed contacts: on a known code only the columns the file carries are set. */
    async upsertContacts(rows: ContactInsert[], updatedColumns: readonly (keyof ContactInsert)[], executor: ImportExecutor): Promise<void> {
      for (const chunk of chunkRows(rows)) {
        await executor
          .insert(contacts)
          .values(chunk)
          .onConflictDoUpdate({ target: contacts.edu_codigocontacto, set: excludedOf(contacts, updatedColumns) });
      }
    },

    async upsertFormations(rows: FormationInsert[], updatedColumns: readonly (keyof FormationInsert)[], executor: ImportExecutor): Promise<void> {
      for (const chunk of chunkRows(rows)) {
        await executor
          .insert(formations)
          .values(chunk)
          .onConflictDoUpdate({ target: formations.edu_codigoformacion, set: excludedOf(formations, updatedColumns) });
      }
    },

    async insertTeachers(rows: { edu_codigocontacto: string; edu_codigoformacion: string }[], executor: ImportExecutor): Promise<void> {
      for (const chunk of chunkRows(rows)) await executor.insert(formationTeachers).values(chunk).onConflictDoNothing();
    },

    async insertMatriculas(rows: MatriculaInsert[], executor: ImportExecutor): Promise<void> {
      for (const chunk of chunkRows(rows)) await executor.insert(matriculas).values(chunk).onConflictDoNothing();
    },

    async upsertLines(rows: LineInsert[], updatedColumns: readonly (keyof LineInsert)[], executor: ImportExecutor): Promise<void> {
      for (const chunk of chunkRows(rows)) {
        await executor
          .insert(lineasMatricula)
          .values(chunk)
          .onConflictDoUpdate({ target: lineasMatricula.edu_codigolineamatricula, set: excludedOf(lineasMatricula, updatedColumns) });
      }
    },

    /** New and changed events by their outside id; answers each one's id. */
    async upsertEvents(rows: EventInsert[], updatedColumns: readonly (keyof EventInsert)[], executor: ImportExecutor): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const chunk of chunkRows(rows)) {
        const stored = await executor
          .insert(events)
          .values(chunk)
          .onConflictDoUpdate({ target: events.source_id, targetWhere: sql`${events.source_id} is not null`, set: excludedOf(events, updatedColumns) })
          .returning({ id: events.id, sourceId: events.source_id });
        for (const row of stored) ids.set(row.sourceId!, row.id);
      }
      return ids;
    },

    /** Puts each event in its group's calendar, replacing the groups of the events that moved. */
    async replaceEventGroups(links: { event_id: number; edu_codigoformacion: string }[], movedEventIds: number[], executor: ImportExecutor): Promise<void> {
      if (movedEventIds.length > 0) {
        await executor.delete(eventFormations).where(sql`${eventFormations.event_id} = any(${sql.param(movedEventIds)}::integer[])`);
      }
      for (const chunk of chunkRows(links)) await executor.insert(eventFormations).values(chunk).onConflictDoNothing();
    },
  };
}

/** `set col = excluded.col` for the columns an upsert changes on a row that exists. */
function excludedOf(table: object, columns: readonly string[]): Record<string, SQL> {
  const byKey = table as Record<string, PgColumn>;
  return Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${byKey[key]!.name}"`)]));
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
