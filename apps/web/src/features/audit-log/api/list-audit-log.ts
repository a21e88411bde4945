import type { AuditLogQuery } from '@campus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

export type AuditLogFilter = Partial<Pick<AuditLogQuery, 'q' | 'entidad' | 'id' | 'actor' | 'desde' | 'hasta'>> & Pick<AuditLogQuery, 'page' | 'pageSize'>;

/** Drops the empty filters, so the address and the query key carry only what narrows the list. */
function toQuery(filter: AuditLogFilter) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as AuditLogFilter;
}

/** GET /api/gestion/auditoria: one page of the log, newest first. */
export function listAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  return callEndpoint('listAuditLog', { query: toQuery(filter), signal });
}

/** The page asked for; while another loads, the previous one stays on screen. */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery({
    queryKey: queryKeyOf('listAuditLog', undefined, toQuery(filter)),
    queryFn: ({ signal }) => listAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });
}
