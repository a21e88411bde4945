import type { CalendarAnswer, CalendarChangedPayload, CalendarEvent, EventSummary } from '@campus/contract';
import { toAcademyDay } from '@campus/contract';

/** A pushed event the cache did not hold yet: the calendar's extra fields as a plain open event has them. */
function fromSummary(summary: EventSummary): CalendarEvent {
  return {
    ...summary,
    days_of_week: [],
    metadata: null,
    zoom_id: null,
    event_original: null,
    event_rescheduled: null,
    unidades: [],
    download: 0,
    // Pushes are about the user's own calendar (an approved tutoría, their study plan): open to them.
    availability: { isAvailable: true, reason: null, availableFrom: null, canPurchase: false, message: null },
  };
}

function overlaps(event: EventSummary, startDay: string, endDay: string): boolean {
  const start = Date.parse(event.start_date);
  const end = Date.parse(event.end_date);
  if (Number.isNaN(start)) return false;
  return toAcademyDay(start) <= endDay && toAcademyDay(Number.isNaN(end) ? start : end) >= startDay;
}

/**
 * Writes a `calendar-changed` push into one cached range: removed events go, changed ones are updated in place
 * (keeping what only the calendar call answers, such as availability), new ones inside the range are added.
 * Answers the same object when nothing in the range changed.
 */
export function applyCalendarChange(answer: CalendarAnswer, change: CalendarChangedPayload, startDay: string, endDay: string): CalendarAnswer {
  const removed = new Set(change.removedEventIds);
  const changed = new Map(change.events.map((event) => [event.id, event]));
  let isTouched = false;
  const events: CalendarEvent[] = [];
  for (const event of answer.events) {
    if (removed.has(event.id)) {
      isTouched = true;
      continue;
    }
    const update = changed.get(event.id);
    if (update) {
      changed.delete(event.id);
      isTouched = true;
      if (overlaps(update, startDay, endDay)) events.push({ ...event, ...update });
      continue;
    }
    events.push(event);
  }
  for (const event of changed.values()) {
    if (!removed.has(event.id) && overlaps(event, startDay, endDay)) {
      events.push(fromSummary(event));
      isTouched = true;
    }
  }
  return isTouched ? { ...answer, events } : answer;
}
