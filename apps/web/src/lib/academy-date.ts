import { inAcademyTime, toAcademyDate, toAcademyDay, toAcademyInstant } from '@campus/contract/plain';
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/*
 * The academy's dates as every screen shows them, whatever the viewer's time zone (issue 29 item 1):
 * - a date without a time (an all-day event, a deadline, a course's start or end, a signature) is a calendar day
 *   of the academy: it reads the same day in Madrid, in the Canary Islands or in UTC. The API writes such days
 *   either bare ('2026-12-01') or as the instant of their Madrid midnight ('2026-11-30T23:00:00.000Z'); both
 *   become the Madrid day, never the viewer's;
 * - a timed event reads on the academy's clock everywhere (the calendar, the home and the event card agree),
 *   and says so ("16:00 (hora de Madrid)") only where the viewer's clock reads another hour.
 * The zone arithmetic is the contract's (rules/academy-time: date-fns with @date-fns/tz).
 */

type DateInput = string | Date | number | null | undefined;

const BARE_DAY = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?)?$/;

function toInstant(value: Exclude<DateInput, null | undefined>): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** The academy's calendar day ('YYYY-MM-DD') a date means; null when missing or invalid. */
export function toAcademyDayKey(value: DateInput): string | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare day (or a date-time with no zone at midnight) is already the day: no clock is involved.
  const bare = typeof value === 'string' ? BARE_DAY.exec(value) : null;
  if (bare) return isValid(parseISO(bare[1] as string)) ? (bare[1] as string) : null;
  const instant = toInstant(value);
  return instant ? toAcademyDay(instant) : null;
}

/** Answers are kept (bounded): the calendar grid and the lists ask the same few days and patterns on every render. */
const formattedDays = new Map<string, string>();
const FORMATTED_DAYS_LIMIT = 4096;

/**
 * A date without a time in Spanish, as the academy's calendar day: "1 dic 2026" (pattern 'd MMM yyyy') in any
 * time zone. Every all-day event, deadline, course date and calendar cell is written through here.
 */
export function formatAcademyDay(value: DateInput, pattern = 'd MMM yyyy'): string | null {
  const day = toAcademyDayKey(value);
  if (!day) return null;
  const key = `${pattern}|${day}`;
  const known = formattedDays.get(key);
  if (known !== undefined) return known;
  // Madrid's noon of that day, read on Madrid's clock: the same day whatever the machine's zone.
  const text = format(toAcademyInstant(day, '12:00'), pattern, { locale: es, in: inAcademyTime });
  formattedDays.set(key, text);
  if (formattedDays.size > FORMATTED_DAYS_LIMIT) formattedDays.delete(formattedDays.keys().next().value as string);
  return text;
}

/** An instant on the academy's clock in Spanish ('HH:mm' by default: "16:00"); null when missing or invalid. */
export function formatAcademyTime(value: DateInput, pattern = 'HH:mm'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = toInstant(value);
  return instant ? format(instant, pattern, { locale: es, in: inAcademyTime }) : null;
}

/** The zone's name as the product says it after a time. */
export const ACADEMY_ZONE_NAME = 'hora de Madrid';

/**
 * True when the viewer's clock reads another hour than the academy's at that instant (a browser in the Canary
 * Islands or in UTC; not one in Paris). On the server's render the viewer's zone is the browser's (entry-server).
 */
export function isViewerOffAcademyTime(value: DateInput = new Date()): boolean {
  if (value === null || value === undefined || value === '') return false;
  const instant = toInstant(value);
  if (!instant) return false;
  // A TZDate's offset is its zone's (Madrid's) at that instant; a Date's is the viewer's.
  return toAcademyDate(instant).getTimezoneOffset() !== instant.getTimezoneOffset();
}

/** " (hora de Madrid)" after a time when the viewer's clock differs from the academy's, else ''. */
export function getAcademyZoneNote(value: DateInput = new Date()): string {
  return isViewerOffAcademyTime(value) ? ` (${ACADEMY_ZONE_NAME})` : '';
}

/** An instant on the academy's clock, named when the viewer's differs: "30 nov 2026, 16:00 (hora de Madrid)". */
export function formatAcademyDateTime(value: DateInput, pattern = 'd MMM yyyy, HH:mm'): string | null {
  const text = formatAcademyTime(value, pattern);
  return text === null ? null : `${text}${getAcademyZoneNote(value)}`;
}

/**
 * A deadline given as the academy's day and wall-clock time ('2026-11-30', '23:59'): "30 nov 2026, 23:59",
 * with " (hora de Madrid)" when the viewer's clock reads another hour at that moment.
 */
export function formatAcademyDeadline(day: string, time: string | null | undefined): string {
  const dayText = formatAcademyDay(day) ?? day;
  const hhmm = time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : null;
  if (!hhmm || !toAcademyDayKey(day)) return hhmm ? `${dayText}, ${hhmm}` : dayText;
  return `${dayText}, ${hhmm}${getAcademyZoneNote(toAcademyInstant(toAcademyDayKey(day) as string, hhmm))}`;
}
