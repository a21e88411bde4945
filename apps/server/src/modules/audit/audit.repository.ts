import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A database or an open transaction: an audit row is written in the same transaction as the change it records. */
export type AuditExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type AuditRow = typeof auditLog.$inferInsert;

/** The audit log's writes (its reads belong to the audit page, issue 31). */
export function createAuditRepository(db: Database) {
  return {
    /** Appends rows in one statement (an import records many changes at once). */
    async insertEntries(rows: readonly AuditRow[], executor: AuditExecutor = db): Promise<void> {
      if (rows.length === 0) return;
      await executor.insert(auditLog).values([...rows]);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
