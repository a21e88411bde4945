import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { timelineKeys } from './timeline-keys';

/**
 * GET /api/events/timeline/{parentFormation}/{group}/{contactId}: the student's own timeline of a group, by
 * start (tutorías excluded; their study-plan events in place of the content they plan). Without a range the
 * server answers the whole course, plans that run past its end included.
 */
export function getTimeline(parentCode: string, groupCode: string, contactCode: string, signal?: AbortSignal) {
  return callEndpoint('getTimeline', { params: { parentFormation: parentCode, group: groupCode, contactId: contactCode }, signal });
}

export const timelineQueryOptions = (parentCode: string, groupCode: string, contactCode: string) =>
  queryOptions({
    queryKey: timelineKeys.list(parentCode, groupCode, contactCode),
    queryFn: ({ signal }) => getTimeline(parentCode, groupCode, contactCode, signal),
  });

/** The group's timeline; disabled until the codes are known. */
export function useTimeline(parentCode: string | null, groupCode: string | null, contactCode: string) {
  return useQuery({ ...timelineQueryOptions(parentCode ?? '', groupCode ?? '', contactCode), enabled: !!parentCode && !!groupCode });
}
