import { averageTimelineAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/** POST /api/events/average/completed/{group}, body { formation: parent }: the group's average timeline percentage. */
export function getAverageTimeline(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/events/average/completed/${encodeURIComponent(groupCode)}`, {
    method: 'POST',
    body: { formation: parentCode },
    schema: averageTimelineAnswerSchema,
    signal,
  });
}

export const averageTimelineQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.averageTimeline(parentCode, groupCode), queryFn: ({ signal }) => getAverageTimeline(parentCode, groupCode, signal) });

/** The group's average timeline percentage. */
export function useAverageTimeline(parentCode: string, groupCode: string) {
  return useQuery(averageTimelineQueryOptions(parentCode, groupCode));
}
