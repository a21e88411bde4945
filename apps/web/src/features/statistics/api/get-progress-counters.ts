import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { statisticsKeys } from './statistics-keys';

/** GET /api/estadisticas/progreso/{parent}/{group}: topics and units completed of those open to the student. */
export function getProgressCounters(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getProgressCounters', { params: { parent: parentCode, group: groupCode }, signal });
}

export const progressCountersQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.counters(parentCode, groupCode), queryFn: ({ signal }) => getProgressCounters(parentCode, groupCode, signal) });

/** Completed topics and units of the group. */
export function useProgressCounters(parentCode: string, groupCode: string) {
  return useQuery(progressCountersQueryOptions(parentCode, groupCode));
}
