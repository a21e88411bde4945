import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contacts, supportCases } from '../../db/schema';

export type SupportCaseRow = typeof supportCases.$inferSelect;

/** A case with the names the pages show: its customer and whoever resolved it. */
export interface CaseWithNames {
  caso: SupportCaseRow;
  customerFullname: string;
  resolverFullname: string | null;
}

const resolver = alias(contacts, 'resolver');

// A written row with its names in the same statement (RETURNING may hold scalar subqueries). The written
// row's columns are named with the table: RETURNING renders columns bare, and a bare edu_codigocontacto inside
// the subquery would be the subquery's own contact, not the case's.
const returningWithNames = {
  ...getTableColumns(supportCases),
  customerFullname: sql<string>`(select c.fullname from contacts c where c.edu_codigocontacto = "support_cases"."edu_codigocontacto")`,
  resolverFullname: sql<string | null>`(select r.fullname from contacts r where r.edu_codigocontacto = "support_cases"."resolved_by")`,
};

function toCaseWithNames({
  customerFullname,
  resolverFullname,
  ...caso
}: SupportCaseRow & { customerFullname: string; resolverFullname: string | null }): CaseWithNames {
  return { caso, customerFullname, resolverFullname };
}

/** The academy's queue shows at most this many cases of one state (newest first). */
export const ACADEMY_QUEUE_LIMIT = 200;

/** Data access of support cases: every list and look-up is one prepared statement. */
export function createCasesRepository(db: Database) {
  const selectWithNames = () =>
    db
      .select({ caso: supportCases, customerFullname: contacts.fullname, resolverFullname: resolver.fullname })
      .from(supportCases)
      .innerJoin(contacts, eq(contacts.edu_codigocontacto, supportCases.edu_codigocontacto))
      .leftJoin(resolver, eq(resolver.edu_codigocontacto, supportCases.resolved_by));

  const byCustomer = selectWithNames()
    .where(eq(supportCases.edu_codigocontacto, sql.placeholder('code')))
    .orderBy(desc(supportCases.createdon), desc(supportCases.ticketnumber))
    .prepare('cases_by_customer');

  const byId = selectWithNames()
    .where(eq(supportCases.incidentid, sql.placeholder('id')))
    .limit(1)
    .prepare('cases_by_id');

  // One statement whatever the search: an empty search matches every case; otherwise the title (case- and
  // accent-blind on the ASCII level of ILIKE) or the ticket number typed without dashes ("4827k3m").
  const search = sql.placeholder('search');
  const ticketSearch = sql.placeholder('ticket');
  const byState = selectWithNames()
    .where(
      and(
        eq(supportCases.statecode, sql.placeholder('state')),
        or(
          sql`${search} = ''`,
          sql`${supportCases.title} ilike '%' || ${search} || '%'`,
          sql`(${ticketSearch} <> '' and replace(${supportCases.ticketnumber}, '-', '') like '%' || ${ticketSearch} || '%')`,
          sql`${contacts.fullname} ilike '%' || ${search} || '%'`,
        ),
      ),
    )
    .orderBy(desc(supportCases.modifiedon), desc(supportCases.ticketnumber))
    .limit(ACADEMY_QUEUE_LIMIT)
    .prepare('cases_by_state');

  return {
    /** The customer's cases, newest first. */
    listByCustomer: (contactCode: string): Promise<CaseWithNames[]> => byCustomer.execute({ code: contactCode }),

    /** Cases of one statecode, newest change first, filtered by title, customer or ticket number. */
    listByState: (statecode: number, searchText: string, ticket: string): Promise<CaseWithNames[]> =>
      byState.execute({ state: statecode, search: searchText, ticket }),

    async findById(incidentId: string): Promise<CaseWithNames | null> {
      const [row] = await byId.execute({ id: incidentId });
      return row ?? null;
    },

    /**
     * Registers a case under a ticket number, with the customer's name, in one statement. A ticket number
     * already taken (another case got it first, even at the same instant) inserts nothing: null, and the
     * caller draws another number. The unique column decides, so concurrent requests never share one.
     */
    async insert(values: typeof supportCases.$inferInsert): Promise<CaseWithNames | null> {
      const [row] = await db.insert(supportCases).values(values).onConflictDoNothing({ target: supportCases.ticketnumber }).returning(returningWithNames);
      return row ? toCaseWithNames(row) : null;
    },

    /** Changes the status and/or the resolution in one statement; the case with its names, or null when it is gone. */
    async update(
      incidentId: string,
      change: { statecode?: number; statuscode?: number; resolution?: string; resolvedBy: string; at: Date },
    ): Promise<CaseWithNames | null> {
      const [row] = await db
        .update(supportCases)
        .set({
          ...(change.statecode !== undefined && change.statuscode !== undefined ? { statecode: change.statecode, statuscode: change.statuscode } : {}),
          ...(change.resolution !== undefined ? { resolution: change.resolution, resolved_by: change.resolvedBy, resolved_at: change.at } : {}),
          modifiedon: change.at,
        })
        .where(eq(supportCases.incidentid, incidentId))
        .returning(returningWithNames);
      return row ? toCaseWithNames(row) : null;
    },
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
