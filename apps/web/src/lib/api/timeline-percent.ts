import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * GET /api/events/formation/complete/{parent}/{group}: the student's timeline percentage (the completed share of the
 * events up to today). Read by /timeline and by /estadisticas (the donut and the "tú" bar): one call and one cache entry.
 */
export function getTimelinePercent(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getTimelinePercent', { params: { parent: parentCode, group: groupCode }, signal });
}

export const timelinePercentKey = (parentCode: string, groupCode: string) => queryKeyOf('getTimelinePercent', { parent: parentCode, group: groupCode });

export const timelinePercentQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({
    queryKey: timelinePercentKey(parentCode, groupCode),
    queryFn: ({ signal }) => getTimelinePercent(parentCode, groupCode, signal),
  });
