import type { CalendarAnswer, CalendarEventAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { calendarKeys } from './api/calendar-keys';
import { applyCalendarChange } from './calendar-cache';

/**
 * Live calendar: a `calendar-changed` push (a tutoría approved, a study plan made, here or in another tab) is
 * written into every cached range and into the open event's entry. After a dropped connection the ranges
 * are asked again, since pushes sent meanwhile are lost.
 */
export function useCalendarLive(): void {
  const queryClient = useQueryClient();

  useSocketEvent('calendar-changed', (change) => {
    for (const [key, answer] of queryClient.getQueriesData<CalendarAnswer>({ queryKey: calendarKeys.events() })) {
      if (!answer) continue;
      const [, , range] = key as ReturnType<typeof calendarKeys.range>;
      const next = applyCalendarChange(answer, change, String(range.start_date), String(range.end_date));
      if (next !== answer) queryClient.setQueryData(key, next);
    }
    for (const event of change.events) {
      queryClient.setQueryData<CalendarEventAnswer>(calendarKeys.event(event.id), (answer) =>
        answer ? { ...answer, event: { ...answer.event, ...event } } : answer,
      );
    }
    for (const id of change.removedEventIds) queryClient.removeQueries({ queryKey: calendarKeys.event(id) });
  });

  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
  });
}
