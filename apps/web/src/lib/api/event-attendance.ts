import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * GET /api/teaching/events/{eventId}/attendance (issue 30 item 5): who attended a live class, for its group's
 * teachers and staff. In lib because the formation page's event view and the calendar's event card both show it.
 */
export const eventAttendanceQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getEventAttendance', { eventId }),
    queryFn: ({ signal }) => callEndpoint('getEventAttendance', { params: { eventId }, signal }),
    // Joins keep arriving while a class is under way: a minute-old list is fresh enough.
    staleTime: 60_000,
  });

export function useEventAttendance(eventId: number, isEnabled = true) {
  return useQuery({ ...eventAttendanceQueryOptions(eventId), enabled: isEnabled });
}
