import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskWithdrawalsQuery, WithdrawalStatus } from '@campus/contract';
import type { Database } from '../../db/client';
import { contacts, formations, lineasMatricula, withdrawalRequests } from '../../db/schema';

export type DeskExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const parents = alias(formations, 'desk_parent');
const deciders = alias(contacts, 'desk_decider');

/** `%text%` for ILIKE, its wildcards escaped (a search for "50%" looks for the characters). */
const toLikePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const detailColumns = {
  request: withdrawalRequests,
  student: { edu_codigocontacto: contacts.edu_codigocontacto, fullname: contacts.fullname, emailaddress1: contacts.emailaddress1 },
  line: {
    edu_codigolineamatricula: lineasMatricula.edu_codigolineamatricula,
    edu_matricula: lineasMatricula.edu_matricula,
    edu_activa: lineasMatricula.edu_activa,
    edu_fechafin: lineasMatricula.edu_fechafin,
  },
  group: { edu_codigoformacion: formations.edu_codigoformacion, edu_formacion: formations.edu_formacion },
  parentCode: parents.edu_codigoformacion,
  parentName: parents.edu_formacion,
  deciderName: deciders.fullname,
};

/**
 * Data access of the academy's withdrawal desk (issue 31): requests with their student, line, group and formation,
 * paged and searched in SQL, and the decision's writes (the request, the line) in the caller's transaction.
 */
export function createWithdrawalDeskRepository(db: Database) {
  const selectDetails = (executor: DeskExecutor = db) =>
    executor
      .select(detailColumns)
      .from(withdrawalRequests)
      .innerJoin(contacts, eq(contacts.edu_codigocontacto, withdrawalRequests.edu_codigocontacto))
      .innerJoin(lineasMatricula, eq(lineasMatricula.edu_codigolineamatricula, withdrawalRequests.edu_codigolineamatricula))
      .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
      .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
      .leftJoin(deciders, eq(deciders.edu_codigocontacto, withdrawalRequests.decided_by));

  function toFilter(query: Pick<DeskWithdrawalsQuery, 'q' | 'status'>): SQL | undefined {
    const pattern = query.q ? toLikePattern(query.q) : null;
    return and(
      query.status ? eq(withdrawalRequests.status, query.status) : undefined,
      pattern
        ? or(
            ilike(contacts.fullname, pattern),
            ilike(contacts.emailaddress1, pattern),
            ilike(contacts.edu_codigocontacto, pattern),
            ilike(formations.edu_formacion, pattern),
            ilike(formations.edu_codigoformacion, pattern),
            ilike(parents.edu_formacion, pattern),
            ilike(lineasMatricula.edu_codigolineamatricula, pattern),
          )
        : undefined,
    );
  }

  return {
    /**
     * One page, the pending requests first (the work to do), then the newest; and in a second statement run
     * alongside, how many match and how many are pending in the whole academy.
     */
    async listPage(query: DeskWithdrawalsQuery) {
      const where = toFilter(query);
      const [rows, [counts]] = await Promise.all([
        selectDetails()
          .where(where)
          .orderBy(desc(sql`${withdrawalRequests.status} = 'pendiente'`), desc(withdrawalRequests.created_at), desc(withdrawalRequests.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({
            total: sql<number>`count(*)::int`,
            pending: sql<number>`(select count(*)::int from ${withdrawalRequests} where ${withdrawalRequests.status} = 'pendiente')`,
          })
          .from(withdrawalRequests)
          .innerJoin(contacts, eq(contacts.edu_codigocontacto, withdrawalRequests.edu_codigocontacto))
          .innerJoin(lineasMatricula, eq(lineasMatricula.edu_codigolineamatricula, withdrawalRequests.edu_codigolineamatricula))
          .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
          .leftJoin(parents, eq(parents.edu_codigoformacion, formations.edu_principalcodigoformacion))
          .where(where),
      ]);
      return { rows, total: counts?.total ?? 0, pendingTotal: counts?.pending ?? 0 };
    },

    /** One request with everything the desk shows, or undefined. */
    async findDetail(id: number, executor: DeskExecutor = db) {
      const [row] = await selectDetails(executor).where(eq(withdrawalRequests.id, id)).limit(1);
      return row;
    },

    /** Runs the decision's writes together: they commit or roll back as one. */
    transaction: <T>(run: (tx: DeskExecutor) => Promise<T>): Promise<T> => db.transaction(run),

    /**
     * Decides a request that is still pending; answers false when it no longer is (decided meanwhile by someone
     * else: the `status = 'pendiente'` condition makes the check and the write one step).
     */
    async decidePending(
      executor: DeskExecutor,
      id: number,
      values: { status: Exclude<WithdrawalStatus, 'pendiente'>; response: string | null; decidedAt: Date; decidedBy: string | null },
    ): Promise<boolean> {
      const rows = await executor
        .update(withdrawalRequests)
        .set({ status: values.status, response: values.response, decided_at: values.decidedAt, decided_by: values.decidedBy })
        .where(and(eq(withdrawalRequests.id, id), eq(withdrawalRequests.status, 'pendiente')))
        .returning({ id: withdrawalRequests.id });
      return rows.length > 0;
    },

    /** The approved line's end and, when its day has come, its deactivation. */
    async endLine(executor: DeskExecutor, lineCode: string, values: { edu_fechafin: Date; isDeactivated: boolean }): Promise<void> {
      await executor
        .update(lineasMatricula)
        .set(values.isDeactivated ? { edu_fechafin: values.edu_fechafin, edu_activa: 1 } : { edu_fechafin: values.edu_fechafin })
        .where(eq(lineasMatricula.edu_codigolineamatricula, lineCode));
    },

    /**
     * Deactivates, in one statement, every active line whose approved withdrawal applies from `today` or before
     * (an approval decided ahead of its day), and answers which lines of which students changed.
     */
    async deactivateDueLines(today: string): Promise<{ lineCode: string; studentCode: string; groupCode: string }[]> {
      return db
        .update(lineasMatricula)
        .set({ edu_activa: 1 })
        .where(
          and(
            eq(lineasMatricula.edu_activa, 0),
            sql`exists (select 1 from ${withdrawalRequests} w where w.edu_codigolineamatricula = ${lineasMatricula.edu_codigolineamatricula} and w.status = 'aprobado' and w.effective_date <= ${today})`,
          ),
        )
        .returning({
          lineCode: lineasMatricula.edu_codigolineamatricula,
          studentCode: lineasMatricula.edu_codigoalumno,
          groupCode: lineasMatricula.edu_codigoformacion,
        });
    },
  };
}

export type WithdrawalDeskRepository = ReturnType<typeof createWithdrawalDeskRepository>;
export type DeskWithdrawalRow = NonNullable<Awaited<ReturnType<WithdrawalDeskRepository['findDetail']>>>;
