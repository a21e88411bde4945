import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { addCalendarDays, type AuditLogQuery, toAcademyInstant } from '@campus/contract';
import type { Database } from '../../db/client';
import { apiKeys, auditLog, contacts } from '../../db/schema';

/** `%text%` for ILIKE, its wildcards escaped. */
const toLikePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const entryColumns = {
  entry: auditLog,
  actorName: contacts.fullname,
  apiKeyName: apiKeys.name,
};

/** The audit log's reads (issue 31): a page searched and filtered in SQL, newest first, with who made each change. */
export function createAuditLogRepository(db: Database) {
  const selectEntries = () =>
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(contacts, eq(contacts.edu_codigocontacto, auditLog.actor_code))
      .leftJoin(apiKeys, eq(apiKeys.id, auditLog.api_key_id));

  function toFilter(query: AuditLogQuery): SQL | undefined {
    const actor = query.actor ? toLikePattern(query.actor) : null;
    return and(
      query.q ? ilike(auditLog.summary, toLikePattern(query.q)) : undefined,
      query.entidad ? eq(auditLog.entity_type, query.entidad) : undefined,
      query.id ? eq(auditLog.entity_id, query.id) : undefined,
      actor ? or(eq(auditLog.actor_code, query.actor!), ilike(contacts.fullname, actor), ilike(apiKeys.name, actor)) : undefined,
      // Madrid days, both included: from the first day's midnight to the midnight after the last.
      query.desde ? gte(auditLog.at, toAcademyInstant(query.desde)) : undefined,
      query.hasta ? lt(auditLog.at, toAcademyInstant(addCalendarDays(query.hasta, 1))) : undefined,
    );
  }

  return {
    /** One page and, in a second statement run alongside, how many entries match. */
    async listPage(query: AuditLogQuery) {
      const where = toFilter(query);
      const [rows, [counted]] = await Promise.all([
        selectEntries()
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(auditLog)
          .leftJoin(contacts, eq(contacts.edu_codigocontacto, auditLog.actor_code))
          .leftJoin(apiKeys, eq(apiKeys.id, auditLog.api_key_id))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The newest entries (the back office's landing). */
    listLatest: (limit: number) => selectEntries().orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit),
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
export type AuditLogRow = Awaited<ReturnType<AuditLogRepository['listLatest']>>[number];
