import type { Activity, EventSummary, EventType } from '@campus/contract';
import { constants, getEventTypeLabel as getContractEventTypeLabel, isEventUnderWay, isJoinable } from '@campus/contract/plain';
import { addCalendarDays } from '@campus/contract/plain';
import { formatAcademyDay, formatAcademyTime, getAcademyZoneNote, toAcademyDayKey } from '../../lib/academy-date';
import { parseApiDate } from '../../lib/format-date';

const WINDOW_MS = constants.joinWindowMinutes * 60_000;

/**
 * Today to today + 30 days, as the events call takes them (YYYY-MM-DD, the academy's calendar days). The
 * first day is the one of `now` less the join window, so a class that ended just before midnight keeps its
 * 'Unirse al evento' during the first minutes of the next day.
 */
export function getHomeEventsRange(now: Date): { start_date: string; end_date: string } {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const today = toAcademyDayKey(now) as string;
  return { start_date: toAcademyDayKey(windowStart) as string, end_date: addCalendarDays(today, 30) };
}

/** The type's label (spec 002 §3, and the contract's for the types the spec leaves unnamed: "Reunión"). */
export function getEventTypeLabel(type: EventType): string {
  return getContractEventTypeLabel(type);
}

/** Types of classes, whose recording stays in the event once it is over (spec 001: these are treated as clases). */
const CLASS_TYPES: ReadonlySet<EventType> = new Set<EventType>(['clases', 'clases_directo', 'clases_prueba', 'zoom']);

/** True once the event's join window has closed (10 minutes after its end). */
export function isEventOver(event: Pick<EventSummary, 'start_date' | 'end_date'>, now: Date): boolean {
  const end = parseApiDate(event.end_date) ?? parseApiDate(event.start_date);
  return !end || end.getTime() + WINDOW_MS < now.getTime();
}

/**
 * The home's events, earliest first: those still to come or under way (their join window has not closed),
 * and the classes of today already over, which stay with 'Ir al evento' to watch their recording.
 */
export function getUpcomingEvents(events: readonly EventSummary[], now: Date): EventSummary[] {
  return events
    .filter((event) => {
      if (!isEventOver(event, now)) return true;
      const end = parseApiDate(event.end_date) ?? parseApiDate(event.start_date);
      return CLASS_TYPES.has(event.event_type) && !!end && toAcademyDayKey(end) === toAcademyDayKey(now);
    })
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

/** At most 5 formation names per event (spec 000 §9), and how many more there are. */
export function splitFormationNames(formations: EventSummary['formations'], max: number = constants.maxFormationNamesPerEvent) {
  return { shown: formations.slice(0, max).map((formation) => formation.label), hiddenCount: Math.max(0, formations.length - max) };
}

/** The student's group the event belongs to (the first of theirs among the event's groups, else the event's first). */
export function pickEventGroup(event: Pick<EventSummary, 'formations'>, studentGroupCodes: readonly string[]): string | null {
  const own = event.formations.find((formation) => studentGroupCodes.includes(formation.value));
  return own?.value ?? event.formations[0]?.value ?? null;
}

/**
 * The attendance record of joining an event (type 3) or of its check-out link (type 8), with metadata
 * {id_evento, id_grupo} (spec 000 §4, 002 §7).
 */
export function buildAttendance(kind: 'join' | 'check-out', eventId: number, contactCode: string, groupCode: string | null): Activity {
  return {
    tipo_actividad_id: kind === 'join' ? constants.activityType.eventJoin : constants.activityType.checkOut,
    edu_codigocontacto: contactCode,
    hasActivity: true,
    metadata: { id_evento: eventId, id_grupo: groupCode },
  };
}

/** Only web addresses are opened as meeting links. */
export function isSafeJoinUrl(url: string | null | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url.trim());
}

/** True while a timed event is under way ('En directo'); an all-day task or test never is (contract rule). */
export function isEventLive(event: Pick<EventSummary, 'start_date' | 'end_date' | 'all_day'>, now: Date): boolean {
  return isEventUnderWay(event, now);
}

/**
 * "sábado, 21 nov · 18:00–19:00" (Spanish locale, 24-hour time); "Todo el día" for all-day events. Days and
 * hours are the academy's, as the calendar shows them; a viewer on another clock reads "(hora de Madrid)" after.
 */
export function describeEventWhen(event: Pick<EventSummary, 'start_date' | 'end_date' | 'all_day'>, allDayLabel: string): string {
  const start = parseApiDate(event.start_date);
  const end = parseApiDate(event.end_date);
  if (!start) return '';
  const day = formatAcademyDay(start, 'EEEE, d MMM');
  if (event.all_day) return `${day} · ${allDayLabel}`;
  const startTime = formatAcademyTime(start);
  const zone = getAcademyZoneNote(start);
  if (!end) return `${day} · ${startTime}${zone}`;
  if (toAcademyDayKey(start) !== toAcademyDayKey(end)) return `${day} · ${startTime} – ${formatAcademyTime(end, 'd MMM, HH:mm')}${zone}`;
  return `${day} · ${startTime}–${formatAcademyTime(end)}${zone}`;
}

/** What the home's top card shows: the class to join now, else the next timed event, else nothing. */
export type NowNext = { kind: 'now'; event: EventSummary } | { kind: 'next'; event: EventSummary } | null;

/**
 * "Ahora": the first timed event whose 'Unirse al evento' shows (its join window, with a web link) or that is
 * under way; else "Próximo": the first timed event still to start. All-day events (tasks, tests) are neither:
 * they have no hour to be at. `events` in start order (getUpcomingEvents).
 */
export function pickNowNext(events: readonly EventSummary[], now: Date): NowNext {
  const timed = events.filter((event) => !event.all_day);
  const current = timed.find((event) => (isJoinable(event, now) && isSafeJoinUrl(event.join_url)) || isEventUnderWay(event, now));
  if (current) return { kind: 'now', event: current };
  const next = timed.find((event) => (parseApiDate(event.start_date)?.getTime() ?? 0) > now.getTime());
  return next ? { kind: 'next', event: next } : null;
}
