import type { CalendarChangedPayload, EventsAnswer, EventSummary } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toAcademyDayKey } from '../../lib/academy-date';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import type { contactEventsKey } from './api/get-contact-events';

/** Every cached agenda, whatever its range (the prefix of the endpoint's keys). */
const AGENDA_KEY = ['listContactEvents'] as const satisfies readonly [EndpointName];

/** True when the event touches the days from..to of a cached agenda (days as the home's range reads them). */
function isInRange(event: EventSummary, fromDay: string, toDay: string): boolean {
  const startDay = toAcademyDayKey(event.start_date);
  const endDay = toAcademyDayKey(event.end_date) ?? startDay;
  return !!startDay && startDay <= toDay && !!endDay && endDay >= fromDay;
}

/**
 * Writes a `calendar-changed` push into every cached agenda of the home: removed events leave, new or changed
 * ones take their place when they fall in the agenda's days, in start order (as the server lists them).
 */
export function writeCalendarChange(queryClient: QueryClient, { events, removedEventIds }: CalendarChangedPayload): void {
  const leaving = new Set([...removedEventIds, ...events.map((event) => event.id)]);
  for (const [key, answer] of queryClient.getQueriesData<EventsAnswer>({ queryKey: AGENDA_KEY })) {
    if (!answer) continue;
    const [, , range] = key as ReturnType<typeof contactEventsKey>;
    const arriving = events.filter((event) => isInRange(event, String(range.start_date), String(range.end_date)));
    const kept = answer.events.filter((event) => !leaving.has(event.id));
    const next = [...kept, ...arriving].sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.id - b.id);
    queryClient.setQueryData<EventsAnswer>(key, { ...answer, events: next });
  }
}

/**
 * Live agenda on the home: a tutoring session approved or a study plan made (by another person or tab)
 * arrives as `calendar-changed` and is written into the cached agendas. Pushes sent while the connection was
 * down are lost, so the agenda is asked again after a reconnection.
 */
export function useAgendaEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent('calendar-changed', (payload) => writeCalendarChange(queryClient, payload));
  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ queryKey: AGENDA_KEY });
  });
}
