/*
 * The academy's wall clock (Europe/Madrid): event days and hours, activity days and the streak are all
 * counted in Madrid days, whatever the server's own time zone.
 */

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
