import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/contract-schemas';
import { calendarKeys } from './calendar-keys';

export interface CalendarRange {
  /** YYYY-MM-DD (Madrid) */
  start_date: string;
  /** YYYY-MM-DD (Madrid) */
  end_date: string;
}

/**
 * GET /api/events/formations/common?start_date&end_date&contacts&reeschedule=1: the events of every group of
 * the user (no `formations`: all of them), the ones they organize or are invited to (tutorías) and their own
 * study plan. The group filter works on the answer, so changing it asks nothing again.
 */
export function getCalendarEvents(contactCode: string, range: CalendarRange, signal?: AbortSignal) {
  return apiRequest('/api/events/formations/common', {
    query: { start_date: range.start_date, end_date: range.end_date, contacts: contactCode, reeschedule: '1' },
    schema: lazySchema((contract) => contract.calendarAnswerSchema),
    signal,
  });
}

/** A calendar left open all day still shows a new or moved class (pushes cover the user's own changes). */
const REFRESH_MS = 5 * 60_000;

export const calendarEventsQueryOptions = (contactCode: string, range: CalendarRange) =>
  queryOptions({
    queryKey: calendarKeys.range(contactCode, range.start_date, range.end_date),
    queryFn: ({ signal }) => getCalendarEvents(contactCode, range, signal),
    refetchInterval: REFRESH_MS,
  });

/** The events of the days on screen; the previous period stays on screen while the next one loads. */
export function useCalendarEvents(contactCode: string, range: CalendarRange) {
  return useQuery({ ...calendarEventsQueryOptions(contactCode, range), placeholderData: keepPreviousData });
}
