import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, formations, formationTeachers, lineasMatricula, matriculas } from '../../db/schema';

export type PeopleExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lower case without accents, as the search compares ("Álvaro" finds "alvaro"). */
export function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
/** A timestamp a raw subquery answers (text or Date by driver), or null. */
const toDateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PeopleFilter {
  q: string;
  type?: number | undefined;
  state?: 'active' | 'suspended' | undefined;
}

/** The columns the list and the detail read (never the password hash itself: only whether there is one). */
const personColumns = {
  edu_codigocontacto: contacts.edu_codigocontacto,
  fullname: contacts.fullname,
  firstname: contacts.firstname,
  lastname: contacts.lastname,
  emailaddress1: contacts.emailaddress1,
  emailaddress2: contacts.emailaddress2,
  mobilephone: contacts.mobilephone,
  edu_documentoidentificativo: contacts.edu_documentoidentificativo,
  edu_tipocontacto: contacts.edu_tipocontacto,
  admin: contacts.admin,
  statecode: contacts.statecode,
};

/**
 * Who the list shows: people of the academy (never free-trial visitors), matching the search in their name
 * (case and accents ignored), either e-mail, DNI/NIE or code, of a contact type, in a state.
 */
function peopleCondition(filter: PeopleFilter): SQL | undefined {
  const conditions: SQL[] = [sql`${contacts.freemium} = false`];
  const folded = foldSearch(filter.q.trim());
  if (folded) {
    const pattern = `%${escapeLike(folded)}%`;
    const document = `${escapeLike(folded.replace(/[\s.-]/g, '').toUpperCase())}%`;
    conditions.push(
      // search_key holds name, e-mails and code already folded (a stored column): one LIKE per row, no function.
      sql`(${contacts.search_key} like ${pattern} or upper(coalesce(${contacts.edu_documentoidentificativo}, '')) like ${document})`,
    );
  }
  // Types are single digits ("1,4", or the legacy "14"): the digit's presence is the type's.
  if (filter.type !== undefined) conditions.push(sql`strpos(${contacts.edu_tipocontacto}, ${String(filter.type)}) > 0`);
  if (filter.state === 'active') conditions.push(sql`${contacts.statecode} = 0`);
  if (filter.state === 'suspended') conditions.push(sql`${contacts.statecode} <> 0`);
  return and(...conditions);
}

/** The back office's people (issue 31 item 1): reads and writes of contacts, one bounded statement each. */
export function createPeopleRepository(db: Database) {
  return {
    /** One page of the people the filter matches, by name, and how many it matches in all (two statements). */
    async listPeople(filter: PeopleFilter, page: number, pageSize: number) {
      const where = peopleCondition(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select(personColumns)
          .from(contacts)
          .where(where)
          .orderBy(asc(contacts.name_key), asc(contacts.edu_codigocontacto))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(contacts)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * A person with who suspended them, their last connection (latest session check, else latest activity day)
     * and their latest open invitation: one statement whatever their history. The subqueries name the outer row
     * as `contacts.…` in plain SQL: Drizzle writes a single-table select's columns unqualified, and a subquery
     * would read such a name as its own table's column.
     */
    async findPerson(code: string, executor: PeopleExecutor = db) {
      const [row] = await executor
        .select({
          ...personColumns,
          suspended_at: contacts.suspended_at,
          suspended_by: contacts.suspended_by,
          createdAt: contacts.createdAt,
          freemium: contacts.freemium,
          hasPassword: sql<boolean>`${contacts.password_hash} is not null`,
          suspendedByName: sql<string | null>`(select s.fullname from contacts s where s.edu_codigocontacto = contacts.suspended_by)`,
          lastSessionAt: sql<Date | null>`(select max(se.last_seen_at) from sessions se where se.edu_codigocontacto = contacts.edu_codigocontacto)`.mapWith(
            toDateOrNull,
          ),
          lastActivityAt: sql<Date | null>`(select max(coalesce(d.last_seen_at, d.day::timestamp at time zone 'Europe/Madrid'))
            from contact_activity_days d where d.edu_codigocontacto = contacts.edu_codigocontacto)`.mapWith(toDateOrNull),
          invitation: sql<{ expires_at: string; used_at: string | null } | null>`(select json_build_object('expires_at', i.expires_at, 'used_at', i.used_at)
            from invitations i where i.edu_codigocontacto = contacts.edu_codigocontacto and i.superseded_at is null
            order by i.created_at desc limit 1)`,
        })
        .from(contacts)
        .where(eq(contacts.edu_codigocontacto, code))
        .limit(1);
      return row;
    },

    /** The person's enrolment lines with their group and the group's main formation, newest first (one statement). */
    async listEnrolmentLines(code: string) {
      return db
        .select({
          edu_codigolineamatricula: lineasMatricula.edu_codigolineamatricula,
          edu_codigomatricula: lineasMatricula.edu_matricula,
          groupCode: lineasMatricula.edu_codigoformacion,
          groupName: formations.edu_formacion,
          formationCode: formations.edu_principalcodigoformacion,
          formationName: sql<string | null>`(select p.edu_formacion from formations p where p.edu_codigoformacion = formations.edu_principalcodigoformacion)`,
          startsAt: lineasMatricula.edu_fechainicio,
          endsAt: lineasMatricula.edu_fechafin,
          edu_activa: lineasMatricula.edu_activa,
          enrolmentState: matriculas.statecode,
        })
        .from(lineasMatricula)
        .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, lineasMatricula.edu_matricula))
        .where(eq(lineasMatricula.edu_codigoalumno, code))
        .orderBy(sql`${lineasMatricula.edu_fechainicio} desc nulls last`, asc(lineasMatricula.edu_codigolineamatricula));
    },

    /** The groups the person teaches, with their main formation (one statement). */
    async listTaughtGroups(code: string) {
      return db
        .select({
          groupCode: formations.edu_codigoformacion,
          groupName: formations.edu_formacion,
          formationCode: formations.edu_principalcodigoformacion,
          formationName: sql<string | null>`(select p.edu_formacion from formations p where p.edu_codigoformacion = formations.edu_principalcodigoformacion)`,
          role: formationTeachers.role,
          classesStartAt: formations.edu_fechainicioclases,
          classesEndAt: formations.edu_fechafinclases,
        })
        .from(formationTeachers)
        .innerJoin(formations, eq(formations.edu_codigoformacion, formationTeachers.edu_codigoformacion))
        .where(eq(formationTeachers.edu_codigocontacto, code))
        .orderBy(sql`${formations.edu_fechainicioclases} desc nulls last`, asc(formations.edu_codigoformacion));
    },

    /** The person whose academy e-mail is this one (any case), other than `exceptCode`. */
    async findCodeByEmail(email: string, exceptCode: string | null, executor: PeopleExecutor = db): Promise<string | null> {
      const [row] = await executor
        .select({ code: contacts.edu_codigocontacto })
        .from(contacts)
        .where(
          and(
            sql`lower(${contacts.emailaddress1}) = ${email.toLowerCase()}`,
            exceptCode === null ? undefined : sql`${contacts.edu_codigocontacto} <> ${exceptCode}`,
          ),
        )
        .limit(1);
      return row?.code ?? null;
    },

    async existsCode(code: string, executor: PeopleExecutor = db): Promise<boolean> {
      const [row] = await executor.select({ code: contacts.edu_codigocontacto }).from(contacts).where(eq(contacts.edu_codigocontacto, code)).limit(1);
      return row !== undefined;
    },

    /** The next free `CON-` number after the highest one in use (CON-10001 onwards). */
    async nextContactCode(executor: PeopleExecutor = db): Promise<string> {
      const [row] = await executor
        .select({ next: sql<number>`coalesce(max(substring(${contacts.edu_codigocontacto} from 5)::bigint), 10000) + 1` })
        .from(contacts)
        .where(sql`${contacts.edu_codigocontacto} ~ '^CON-[0-9]{1,12}$'`);
      return `CON-${row?.next ?? 10001}`;
    },

    async insertContact(values: typeof contacts.$inferInsert, executor: PeopleExecutor = db): Promise<void> {
      await executor.insert(contacts).values(values);
    },

    async updateContact(code: string, values: Partial<typeof contacts.$inferInsert>, executor: PeopleExecutor = db): Promise<void> {
      await executor.update(contacts).set(values).where(eq(contacts.edu_codigocontacto, code));
    },

    transaction: <T>(run: (tx: PeopleExecutor) => Promise<T>): Promise<T> => db.transaction(run),
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
export type PersonListRow = Awaited<ReturnType<PeopleRepository['listPeople']>>['rows'][number];
export type PersonRow = NonNullable<Awaited<ReturnType<PeopleRepository['findPerson']>>>;
export type EnrolmentLineRow = Awaited<ReturnType<PeopleRepository['listEnrolmentLines']>>[number];
export type TaughtGroupRow = Awaited<ReturnType<PeopleRepository['listTaughtGroups']>>[number];
