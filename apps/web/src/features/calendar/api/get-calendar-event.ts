import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { calendarKeys } from './calendar-keys';

/** GET /api/events/onlyInfo/{id}: one event in the calendar's shape (opened by `?event_id=`). */
export function getCalendarEvent(eventId: number, signal?: AbortSignal) {
  return callEndpoint('getEventInfo', { params: { id: eventId }, signal });
}

export const calendarEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: calendarKeys.event(eventId),
    queryFn: ({ signal }) => getCalendarEvent(eventId, signal),
  });

/** The event of `?event_id=`; disabled without one. */
export function useCalendarEvent(eventId: number | null) {
  return useQuery({ ...calendarEventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
