import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { calendarKeys } from './calendar-keys';

/** GET /api/content/files/event/{id}: the files of an event the user may open. */
export function getEventFiles(eventId: number, signal?: AbortSignal) {
  return callEndpoint('listEventFiles', { params: { id: eventId }, signal });
}

/** Signed addresses expire: the list is asked again after this long. */
const FILES_STALE_MS = 5 * 60_000;

export const eventFilesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: calendarKeys.files(eventId),
    queryFn: ({ signal }) => getEventFiles(eventId, signal),
    staleTime: FILES_STALE_MS,
    gcTime: FILES_STALE_MS,
  });

/** The files of the open event card; disabled for events the user cannot open. */
export function useEventFiles(eventId: number, isEnabled: boolean) {
  return useQuery({ ...eventFilesQueryOptions(eventId), enabled: isEnabled });
}
