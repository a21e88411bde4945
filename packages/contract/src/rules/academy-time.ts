/*
 * The academy's wall clock (Europe/Madrid), the one time-zone implementation of Campus: the web and the
 * server both read event days and hours, activity days, the streak and availability through these helpers,
 * whatever the time zone of the machine they run on. The zone arithmetic (offsets, daylight saving) is
 * @date-fns/tz's; nothing here computes an offset by hand.
 */
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** The academy's time zone: event days and hours are written as a wall clock in Madrid reads them. */
export const ACADEMY_TIME_ZONE = 'Europe/Madrid';

/** date-fns context for the academy's wall clock: `format(date, 'HH:mm', { in: inAcademyTime })`. */
export const inAcademyTime = tz(ACADEMY_TIME_ZONE);

/**
 * The CRM stores a calendar day as local midnight in Madrid (22:00 or 23:00 UTC of the day before);
 * shifting such an instant by +2 h lands inside the intended day whatever the season (spec 001 §9).
 */
export const CRM_DAY_SHIFT_MS = 2 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Conversions are pure and asked again and again with the same inputs (every event of every tree): each keeps
 * its recent answers, bounded, oldest dropped first. Only strings are kept, so no caller can change a kept answer.
 */
const MEMO_LIMIT = 4096;
function createMemo<V extends string | number>() {
  const entries = new Map<string | number, V>();
  return (key: string | number, compute: () => V): V => {
    const known = entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    entries.set(key, value);
    if (entries.size > MEMO_LIMIT) entries.delete(entries.keys().next().value as string | number);
    return value;
  };
}

/**
 * Since 1980 Madrid's offset is a whole number of hours and changes only on a whole UTC hour (EU rules,
 * 01:00 UTC): every instant of one UTC hour reads the same Madrid day and hour, and the Madrid minutes and
 * seconds are the UTC ones. Earlier instants (other rules, local mean time) are converted one by one.
 */
const WHOLE_HOUR_OFFSETS_SINCE_MS = Date.UTC(1980, 0, 1);
const hourReadings = createMemo<string>();
/**
 * One Intl formatter, built once: reading an hour through it is about twenty times cheaper than a date-fns
 * format in a zone, and a month of 2,000 calendar events touches hundreds of distinct hours. Intl does the
 * zone arithmetic (the same tz database @date-fns/tz reads); 'en-CA' writes numbers as 'YYYY-MM-DD, HH'.
 */
let hourFormatter: Intl.DateTimeFormat | null = null;
function formatHour(hourStart: number): string {
  hourFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ACADEMY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  let year = '';
  let month = '';
  let day = '';
  let hour = '';
  for (const part of hourFormatter.formatToParts(hourStart)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = part.value;
  }
  return `${year}-${month}-${day} ${hour}`;
}
/** 'YYYY-MM-DD HH' of the UTC hour holding `ms`, as Madrid reads it, or null when it cannot be shared. */
function readHour(ms: number): string | null {
  if (!(ms >= WHOLE_HOUR_OFFSETS_SINCE_MS) || !Number.isFinite(ms)) return null;
  const hourStart = ms - (ms % HOUR_MS);
  return hourReadings(hourStart, () => formatHour(hourStart));
}
const pad2 = (value: number) => String(value).padStart(2, '0');

/** Splits a 'YYYY-MM-DD' day into numbers; throws on anything else (a programming error, not user input). */
function parseDay(day: string): [year: number, month: number, dayOfMonth: number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' day, got '${day}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The instant as the academy's wall clock reads it (a TZDate: its getters and date-fns work in Madrid). */
export function toAcademyDate(instant: Date | number | string): TZDate {
  return new TZDate(new Date(instant).getTime(), ACADEMY_TIME_ZONE);
}

/** Madrid calendar day of an instant, 'YYYY-MM-DD'. */
export function toAcademyDay(instant: Date | number): string {
  const hour = readHour(typeof instant === 'number' ? instant : instant.getTime());
  return hour ? hour.slice(0, 10) : format(instant, 'yyyy-MM-dd', { in: inAcademyTime });
}

/** Madrid wall-clock time of an instant, 'HH:MM:SS'. */
export function toAcademyTime(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const hour = readHour(ms);
  if (!hour) return format(instant, 'HH:mm:ss', { in: inAcademyTime });
  const utc = new Date(ms);
  return `${hour.slice(11, 13)}:${pad2(utc.getUTCMinutes())}:${pad2(utc.getUTCSeconds())}`;
}

/**
 * The instant at which a Madrid wall clock reads `day` at `time` ('HH:MM' or 'HH:MM:SS', midnight by
 * default). Around daylight saving it behaves as Temporal's 'compatible' choice: a time the clock skips
 * (02:30 on the last Sunday of March) is read one hour later, as clocks do, and a time the clock shows twice
 * (02:00–02:59 on the last Sunday of October) is its first pass, still in summer time.
 */
export function toAcademyInstant(day: string, time = '00:00'): Date {
  // A Date can be changed by its caller: each gets its own.
  return new Date(academyInstants(`${day} ${time}`, () => computeAcademyInstant(day, time)));
}
const academyInstants = createMemo<number>();

function computeAcademyInstant(day: string, time: string): number {
  const [year, month, dayOfMonth] = parseDay(day);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Expected an 'HH:MM[:SS]' time, got '${time}'`);
  const instant = new TZDate(year, month - 1, dayOfMonth, Number(match[1]), Number(match[2]), Number(match[3] ?? 0), ACADEMY_TIME_ZONE).getTime();
  // TZDate settles the repeated October hour by the machine's own zone; an hour earlier reading the same on the
  // Madrid clock means this is the second pass, and the first one is taken on every machine.
  const hourEarlier = instant - HOUR_MS;
  if (toAcademyDay(hourEarlier) === toAcademyDay(instant) && toAcademyTime(hourEarlier) === toAcademyTime(instant)) return hourEarlier;
  return instant;
}

/** Adds whole calendar days to a 'YYYY-MM-DD' day (days, not 24-hour periods: no time zone involved). */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, dayOfMonth] = parseDay(day);
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}

/** Weekday of a 'YYYY-MM-DD' day, 0 = Monday … 6 = Sunday (the convention of events.days_of_week). */
export function getWeekday(day: string): number {
  const [year, month, dayOfMonth] = parseDay(day);
  return (new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay() + 6) % 7;
}

/** The day a CRM date means: the instant shifted +2 h, read as a UTC day. Accepts 'YYYY-MM-DD' as is. */
export function crmDay(value: string | Date): string {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return new Date(instant.getTime() + CRM_DAY_SHIFT_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/**
 * 'YYYY-MM-DD' → '30 nov 2026', the way availability messages show a day: the Spanish style of every date
 * in Campus (spec 000 §1: day, short month), as the formation tree shows it.
 */
export function formatDayEs(day: string): string {
  if (!DAY_PATTERN.test(day.slice(0, 10))) return day;
  return spanishDays(day.slice(0, 10), () => {
    const [year, month, dayOfMonth] = parseDay(day.slice(0, 10));
    return format(new Date(Date.UTC(year, month - 1, dayOfMonth, 12)), 'd MMM yyyy', { locale: es, in: tz('UTC') });
  });
}
const spanishDays = createMemo<string>();
