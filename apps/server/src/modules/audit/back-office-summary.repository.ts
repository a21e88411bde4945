import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, auditLog, contacts, formations, lineasMatricula, withdrawalRequests } from '../../db/schema';

/** The landing's figures (issue 31), in one statement of scalar counts whatever the academy's size. */
export function createBackOfficeSummaryRepository(db: Database) {
  const figures = db
    .select({
      people: sql<number>`(select count(*)::int from ${contacts} where not ${contacts.freemium})`,
      activeStudents: sql<number>`(select count(distinct ${lineasMatricula.edu_codigoalumno})::int from ${lineasMatricula} where ${lineasMatricula.edu_activa} = 0)`,
      formations: sql<number>`(select count(*)::int from ${formations} where ${formations.edu_principalcodigoformacion} is null)`,
      groups: sql<number>`(select count(*)::int from ${formations} where ${formations.edu_principalcodigoformacion} is not null)`,
      pendingWithdrawals: sql<number>`(select count(*)::int from ${withdrawalRequests} where ${withdrawalRequests.status} = 'pendiente')`,
      activeApiKeys: sql<number>`(select count(*)::int from ${apiKeys} where ${apiKeys.revoked_at} is null)`,
      auditEntries: sql<number>`(select count(*)::int from ${auditLog})`,
      // Every import (the page, the API, the command line) records an 'import.…' entry.
      lastImportAt: sql<Date | null>`(select max(${auditLog.at}) from ${auditLog} where ${auditLog.action} like 'import.%')`.mapWith(auditLog.at),
    })
    .from(sql`(select 1) as one`)
    .prepare('back_office_summary_figures');

  return {
    async readFigures() {
      const [row] = await figures.execute();
      return row!;
    },
  };
}

export type BackOfficeSummaryRepository = ReturnType<typeof createBackOfficeSummaryRepository>;
