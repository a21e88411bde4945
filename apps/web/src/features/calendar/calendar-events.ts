import { addCalendarDays, toAcademyDay, toAcademyTime, type CalendarEvent } from '@campus/contract';

/*
 * Events placed on the calendar's days. Every date of an event is parsed once, when the answer arrives
 * (placeEvents), never inside a render loop; days hold their events in a Map built in one pass over the
 * events (bucketByDay), so a month of 2,000 events costs O(events + days), not O(days × events).
 */

/** An event with its instants, Madrid days and minutes computed once. */
export interface PlacedEvent {
  event: CalendarEvent;
  startMs: number;
  endMs: number;
  /** Madrid day of the start and of the end ('YYYY-MM-DD'). */
  startDay: string;
  endDay: string;
  /** Minutes after Madrid midnight of the start and end (wall clock: a daylight-saving day still reads 0–1440). */
  startMinute: number;
  endMinute: number;
  /** 'HH:MM' of the start and end on the Madrid clock. */
  startTime: string;
  endTime: string;
  /** Shown in the all-day strip: all-day events and events spanning several days. */
  isAllDay: boolean;
}

/** Longest span an event is drawn over (a mistaken end years later must not fill every day). */
const MAX_SPAN_DAYS = 62;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Since 1980 Madrid's offset is a whole number of hours (contract rules/academy-time). */
const WHOLE_HOUR_OFFSETS_SINCE_MS = Date.UTC(1980, 0, 1);

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Madrid's offset from UTC at an instant, as the contract's clock reads it (+1 h or +2 h). */
function madridOffsetAt(ms: number): number {
  const madridHour = Number(toAcademyTime(ms).slice(0, 2));
  return ((((madridHour - new Date(ms).getUTCHours()) % 24) + 24) % 24) * HOUR_MS;
}

/** Per UTC day: Madrid's offset when it holds all day, null on the two days a year it changes. */
const dayOffsets = new Map<number, number | null>();
const DAY_OFFSETS_LIMIT = 4096;

/**
 * 'YYYY-MM-DDTHH:MM' of an instant on the Madrid wall clock. The offset comes from the contract's clock,
 * asked twice per UTC day (its first and last millisecond) instead of once per distinct hour: a month of
 * 2,000 events asks it about 80 times, not 900. On a day the offset changes, every instant is asked.
 */
export function toMadridWallClock(ms: number): string {
  // Earlier instants had other rules (not whole hours): the contract reads each one.
  if (!(ms >= WHOLE_HOUR_OFFSETS_SINCE_MS)) return `${toAcademyDay(ms)}T${toAcademyTime(ms).slice(0, 5)}`;
  const day = Math.floor(ms / DAY_MS);
  let offset = dayOffsets.get(day);
  if (offset === undefined) {
    const first = madridOffsetAt(day * DAY_MS);
    offset = first === madridOffsetAt(day * DAY_MS + DAY_MS - 1) ? first : null;
    dayOffsets.set(day, offset);
    if (dayOffsets.size > DAY_OFFSETS_LIMIT) dayOffsets.delete(dayOffsets.keys().next().value as number);
  }
  return new Date(ms + (offset ?? madridOffsetAt(ms))).toISOString().slice(0, 16);
}

/** One event placed; null when its start is not a date. */
export function placeEvent(event: CalendarEvent): PlacedEvent | null {
  const startMs = Date.parse(event.start_date);
  if (Number.isNaN(startMs)) return null;
  const parsedEnd = Date.parse(event.end_date);
  const endMs = Number.isNaN(parsedEnd) || parsedEnd < startMs ? startMs : parsedEnd;
  const startClock = toMadridWallClock(startMs);
  const endClock = endMs === startMs ? startClock : toMadridWallClock(endMs);
  const startTime = startClock.slice(11, 16);
  const endTime = endClock.slice(11, 16);
  const startDay = startClock.slice(0, 10);
  // An event ending at midnight belongs to the day before (18:00–00:00 is one evening).
  const endDay = endMs > startMs && endTime === '00:00' ? addCalendarDays(endClock.slice(0, 10), -1) : endClock.slice(0, 10);
  return {
    event,
    startMs,
    endMs,
    startDay,
    endDay: endDay < startDay ? startDay : endDay,
    startMinute: minutesOf(startTime),
    endMinute: endTime === '00:00' && endMs > startMs ? 24 * 60 : minutesOf(endTime),
    startTime,
    endTime,
    isAllDay: event.all_day || endDay > startDay,
  };
}

/** Places every event, sorted by start (all-day first on the same start), then by title. */
export function placeEvents(events: readonly CalendarEvent[]): PlacedEvent[] {
  const placed: PlacedEvent[] = [];
  for (const event of events) {
    const one = placeEvent(event);
    if (one) placed.push(one);
  }
  placed.sort(
    (a, b) =>
      a.startDay.localeCompare(b.startDay) ||
      Number(b.isAllDay) - Number(a.isAllDay) ||
      a.startMs - b.startMs ||
      a.event.title.localeCompare(b.event.title, 'es'),
  );
  return placed;
}

/** The events of each day in `[firstDay, lastDay]`, in placed order; days without events are absent. */
export function bucketByDay(placed: readonly PlacedEvent[], firstDay: string, lastDay: string): Map<string, PlacedEvent[]> {
  const days = new Map<string, PlacedEvent[]>();
  for (const item of placed) {
    if (item.endDay < firstDay || item.startDay > lastDay) continue;
    let day = item.startDay < firstDay ? firstDay : item.startDay;
    for (let count = 0; day <= item.endDay && day <= lastDay && count < MAX_SPAN_DAYS; count += 1) {
      const list = days.get(day);
      if (list) list.push(item);
      else days.set(day, [item]);
      day = addCalendarDays(day, 1);
    }
  }
  return days;
}

/**
 * A day's events in the order a glance needs them (a month cell shows only the first few): the live class
 * first, then timed events by start, then all-day ones (tasks, tests, spans of several days). The sort is
 * stable, so each group keeps the placed order.
 */
export function orderDayEvents(items: readonly PlacedEvent[], liveIds: ReadonlySet<number>): PlacedEvent[] {
  const rank = (item: PlacedEvent) => (liveIds.has(item.event.id) ? 0 : item.isAllDay ? 2 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? a.startMs - b.startMs : 0));
}

/** Keeps the events of the chosen groups (none chosen: all). Events without groups (tutorías, study plans) stay. */
export function filterByGroups(placed: readonly PlacedEvent[], groupCodes: ReadonlySet<string>): readonly PlacedEvent[] {
  if (groupCodes.size === 0) return placed;
  return placed.filter(({ event }) => event.formations.length === 0 || event.formations.some((formation) => groupCodes.has(formation.value)));
}

/** A timed event's box in one day column of the week view. */
export interface TimedBox {
  item: PlacedEvent;
  /** Minutes after midnight, clamped to the day. */
  top: number;
  bottom: number;
  /** Side by side: column index among `columns` of its overlapping cluster. */
  column: number;
  columns: number;
}

/** Shortest box drawn, so a 5-minute event still has room for its title. */
const MIN_BOX_MINUTES = 20;

/**
 * Lays out one day's timed events: events that overlap sit side by side in columns (each cluster of
 * overlapping events shares a column count), the others take the full width.
 */
export function layoutDay(items: readonly PlacedEvent[]): TimedBox[] {
  const boxes: TimedBox[] = items
    .filter((item) => !item.isAllDay)
    .map((item) => ({
      item,
      top: item.startMinute,
      bottom: Math.min(24 * 60, Math.max(item.endMinute, item.startMinute + MIN_BOX_MINUTES)),
      column: 0,
      columns: 1,
    }))
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let cluster: TimedBox[] = [];
  let clusterEnd = -1;
  let columnEnds: number[] = [];
  const closeCluster = () => {
    for (const box of cluster) box.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const box of boxes) {
    if (box.top >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= box.top);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(box.bottom);
    } else {
      columnEnds[column] = box.bottom;
    }
    box.column = column;
    cluster.push(box);
    clusterEnd = Math.max(clusterEnd, box.bottom);
  }
  closeCluster();
  return boxes;
}
