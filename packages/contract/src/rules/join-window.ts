import { constants } from '../constants';

const WINDOW_MS = constants.joinWindowMinutes * 60 * 1000;

/**
 * 'Unirse al evento' shows only when the event has a join_url and now is between 10 minutes before
 * its start and 10 minutes after its end (spec 000 §4, 001 §2).
 */
export function isJoinable(
  event: { join_url: string | null | undefined; start_date: string | Date; end_date: string | Date },
  now: Date = new Date(),
): boolean {
  if (!event.join_url) return false;
  const start = new Date(event.start_date).getTime();
  const end = new Date(event.end_date).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start - WINDOW_MS && t <= end + WINDOW_MS;
}

/** The dates of an event, and whether it lasts all day (a task, a test: a day, not a session). */
interface DatedEvent {
  start_date: string | Date;
  end_date: string | Date;
  all_day?: boolean | null;
}

/**
 * True while a timed event is under way (its start to its end, both included): what 'En directo' means. An
 * all-day event (a task's deadline, a test) is never 'En directo', although "now" falls inside its day.
 */
export function isEventUnderWay(event: DatedEvent, now: Date = new Date()): boolean {
  if (event.all_day) return false;
  const start = new Date(event.start_date).getTime();
  const end = new Date(event.end_date).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return start <= t && t <= end;
}

/**
 * The first instant after `now` at which an event's join window opens or closes, or it starts or stops
 * being under way (null: none ahead). A screen that shows 'Unirse al evento' or 'En directo' wakes at that
 * instant instead of polling the clock; the instants after an end are its last millisecond plus one, as
 * both rules include the end.
 */
export function getNextJoinWindowChange(events: readonly DatedEvent[], now: Date): number | null {
  const t = now.getTime();
  let next: number | null = null;
  for (const event of events) {
    const start = new Date(event.start_date).getTime();
    const end = new Date(event.end_date).getTime();
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    for (const instant of [start - WINDOW_MS, start, end + 1, end + WINDOW_MS + 1]) {
      if (instant > t && (next === null || instant < next)) next = instant;
    }
  }
  return next;
}
