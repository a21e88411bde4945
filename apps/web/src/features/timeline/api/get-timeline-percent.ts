import { timelinePercentAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timelineKeys } from './timeline-keys';

/** GET /api/events/formation/complete/{parent}/{group}: the timeline percentage (completed share of the events up to today). */
export function getTimelinePercent(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/events/formation/complete/${encodeURIComponent(parentCode)}/${encodeURIComponent(groupCode)}`, { schema: timelinePercentAnswerSchema, signal });
}

export const timelinePercentQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({
    queryKey: timelineKeys.percent(parentCode, groupCode),
    queryFn: ({ signal }) => getTimelinePercent(parentCode, groupCode, signal),
  });

/** The timeline percentage; disabled until both codes are known. */
export function useTimelinePercent(parentCode: string | null, groupCode: string | null) {
  return useQuery({ ...timelinePercentQueryOptions(parentCode ?? '', groupCode ?? ''), enabled: !!parentCode && !!groupCode });
}
