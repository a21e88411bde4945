import type { BackOfficeSummaryAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { AuditLogRepository } from './audit-log.repository';
import { toAuditEntryItem } from './audit.service';
import type { BackOfficeSummaryRepository } from './back-office-summary.repository';

/** How many of the newest audit entries the landing shows. */
export const SUMMARY_LATEST_ENTRIES = 5;

/** The back office's landing (/gestion, issue 31): a live figure per section and the latest changes. */
export function createBackOfficeSummaryService(deps: { repository: BackOfficeSummaryRepository; auditLog: Pick<AuditLogRepository, 'listLatest'> }) {
  return {
    /** GET /api/gestion/resumen: two statements run together, whatever the academy's size. */
    async getSummary(actor: Actor | null): Promise<BackOfficeSummaryAnswer> {
      authorize(actor, 'readBackOffice');
      const [figures, latest] = await Promise.all([deps.repository.readFigures(), deps.auditLog.listLatest(SUMMARY_LATEST_ENTRIES)]);
      return {
        status: 'ok',
        data: { ...figures, lastImportAt: figures.lastImportAt?.toISOString() ?? null, latestAudit: latest.map(toAuditEntryItem) },
      };
    },
  };
}

export type BackOfficeSummaryService = ReturnType<typeof createBackOfficeSummaryService>;
