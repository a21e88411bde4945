import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { statisticsKeys } from './statistics-keys';

/** POST /api/events/average/completed/{group}, body { formation: parent }: the group's average timeline percentage. */
export function getAverageTimeline(parentCode: string, groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getAverageTimeline', { params: { group: groupCode }, body: { formation: parentCode }, signal });
}

export const averageTimelineQueryOptions = (parentCode: string, groupCode: string) =>
  queryOptions({ queryKey: statisticsKeys.averageTimeline(parentCode, groupCode), queryFn: ({ signal }) => getAverageTimeline(parentCode, groupCode, signal) });

/** The group's average timeline percentage. */
export function useAverageTimeline(parentCode: string, groupCode: string) {
  return useQuery(averageTimelineQueryOptions(parentCode, groupCode));
}
