/** The academy's time zone: event days and hours are written as they read on a wall clock in Madrid. */
export const ACADEMY_TIME_ZONE = 'Europe/Madrid';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function toLocalParts(instant: Date): LocalParts {
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(partsFormat.formatToParts(instant).find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds Madrid is ahead of UTC at the given instant (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: Date): number {
  const p = toLocalParts(instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which a Madrid wall clock reads the given local date and time. */
export function madridInstant(isoDay: string, hhmm = '00:00'): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, mi);
  // Two passes settle the offset around daylight-saving changes.
  let instant = new Date(asUtc - offsetAt(new Date(asUtc)));
  instant = new Date(asUtc - offsetAt(instant));
  return instant;
}

/** Madrid calendar day of an instant, 'YYYY-MM-DD'. */
export function madridDay(instant: Date): string {
  const p = toLocalParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Madrid wall-clock time of an instant, 'HH:MM:SS'. */
export function madridTime(instant: Date): string {
  const p = toLocalParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** Adds whole calendar days to a 'YYYY-MM-DD' day. */
export function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Weekday of a 'YYYY-MM-DD' day, 0 = Monday … 6 = Sunday (the convention of events.days_of_week). */
export function weekdayOf(isoDay: string): number {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * Every date of the demo academy is written relative to `now` through this clock, so the academy
 * always looks alive: day(-30) is a month ago, at(2, '18:00') is the day after tomorrow at 18:00.
 */
export interface DemoClock {
  readonly now: Date;
  /** Today in Madrid, 'YYYY-MM-DD'. */
  readonly today: string;
  /** The Madrid day `offset` days from today. */
  day(offset: number): string;
  /** The instant of `hhmm` Madrid time on the day `offset` days from today (midnight by default). */
  at(offset: number, hhmm?: string): Date;
  /** The first day of the month `monthOffset` months from this one, 'YYYY-MM-DD'. */
  monthStart(monthOffset: number): string;
  /** Days from today to a 'YYYY-MM-DD' day (negative when it is past). */
  offsetOf(isoDay: string): number;
  /** `now` moved by a number of minutes. */
  minutesFromNow(minutes: number): Date;
}

export function createDemoClock(now: Date): DemoClock {
  const today = madridDay(now);
  return {
    now,
    today,
    day: (offset) => addDays(today, offset),
    at: (offset, hhmm = '00:00') => madridInstant(addDays(today, offset), hhmm),
    monthStart: (monthOffset) => {
      const [y, m] = today.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(y, m - 1 + monthOffset, 1)).toISOString().slice(0, 10);
    },
    offsetOf: (isoDay) => Math.round((Date.parse(isoDay) - Date.parse(today)) / 86_400_000),
    minutesFromNow: (minutes) => new Date(now.getTime() + minutes * 60_000),
  };
}
