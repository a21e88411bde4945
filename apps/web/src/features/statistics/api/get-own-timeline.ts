import { timelinePercentAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/**
 * GET /api/events/formation/complete/{parent}/{group}: the student's own timeline percentage (the donut and the
 * "tú" bar). The timeline page asks the same call under its own key: features do not share caches.
 */
export function getOwnTimeline(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/events/formation/complete/${encodeURIComponent(parentCode)}/${encodeURIComponent(groupCode)}`, { schema: timelinePercentAnswerSchema, signal });
}

export const ownTimelineQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.ownTimeline(parentCode, groupCode), queryFn: ({ signal }) => getOwnTimeline(parentCode, groupCode, signal) });

/** The student's own timeline percentage. */
export function useOwnTimeline(parentCode: string, groupCode: string) {
  return useQuery(ownTimelineQueryOptions(parentCode, groupCode));
}
