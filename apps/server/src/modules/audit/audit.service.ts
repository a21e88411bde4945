import { academyTexts } from '@campus/contract';
import { type AuditEntryItem, type AuditLogAnswer, type AuditLogQuery } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { AuditLogRepository, AuditLogRow } from './audit-log.repository';
import type { AuditExecutor, AuditRepository } from './audit.repository';

/** One back-office change, as the audit log keeps it. */
export interface AuditEntry {
  /** What was done, dotted: 'contact.create', 'contact.suspend', 'enrolment.move', 'withdrawal.approve', 'import.apply'… */
  action: string;
  /** The kind of thing changed: 'contact', 'formation', 'formation_teacher', 'enrolment_line', 'withdrawal_request', 'api_key', 'import'… */
  entityType: string;
  entityId: string | number;
  /** The Spanish line the log lists and searches, e.g. "Alta de Ana López Ruiz (CON-20001)". */
  summary: string;
  /** The changed fields before and after (null for a creation's before and a deletion's after). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** An entry as the audit page lists it, named by who made it: a person, an API key, or the command line. */
export function toAuditEntryItem({ entry, actorName, apiKeyName }: AuditLogRow): AuditEntryItem {
  const actor: AuditEntryItem['actor'] =
    entry.api_key_id !== null
      ? {
          kind: 'apiKey',
          edu_codigocontacto: entry.actor_code,
          name: academyTexts.backOffice.auditByApiKey.replace('{name}', apiKeyName ?? `#${entry.api_key_id}`),
        }
      : entry.actor_code !== null
        ? { kind: 'person', edu_codigocontacto: entry.actor_code, name: actorName ?? entry.actor_code }
        : { kind: 'commandLine', edu_codigocontacto: null, name: academyTexts.backOffice.auditByCommandLine };
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor,
    action: entry.action,
    entityType: entry.entity_type,
    entityId: entry.entity_id,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * The audit log (issue 31): every academy-side change is recorded with who made it, when, what, before and after.
 * Services call `recordChanges` after authorizing and, when the change is a transaction, with that transaction, so
 * a change and its record commit or roll back together. The CLI import passes no actor.
 */
export function createAuditService(deps: { repository: AuditRepository; logRepository: AuditLogRepository; now: () => Date }) {
  return {
    /** GET /api/gestion/auditoria: one page, newest first, searched in the summary and filtered by entity, actor and days. */
    async listEntries(actor: Actor | null, query: AuditLogQuery): Promise<AuditLogAnswer> {
      authorize(actor, 'readBackOffice');
      const { rows, total } = await deps.logRepository.listPage(query);
      return { status: 'ok', data: rows.map(toAuditEntryItem), page: { page: query.page, pageSize: query.pageSize, total } };
    },

    async recordChanges(actor: Actor | null, entries: readonly AuditEntry[], executor?: AuditExecutor): Promise<void> {
      const at = deps.now();
      await deps.repository.insertEntries(
        entries.map((entry) => ({
          at,
          actor_code: actor?.edu_codigocontacto ?? null,
          api_key_id: actor?.apiKey?.id ?? null,
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: String(entry.entityId),
          summary: entry.summary,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
        executor,
      );
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
