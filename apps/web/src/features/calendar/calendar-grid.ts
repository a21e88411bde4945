import { addCalendarDays, getWeekday } from '@campus/contract';
import { formatAcademyDay } from '../../lib/academy-date';

/*
 * The calendar's date arithmetic (spec 001 §2): every day is a 'YYYY-MM-DD' key of the academy's wall
 * clock (Europe/Madrid), so adding days never meets a time zone and a daylight-saving Sunday is one day
 * like any other. Weeks start on Monday.
 */

/** month: the grid; week: 7, 3 or 1 day columns; agenda: the month's events as a list by day. */
export type CalendarView = 'month' | 'week' | 'agenda';

/** Days the week view shows at once (and moves by): 7 on desktop, 3 on tablets, 1 on phones. */
export type DaysPerPage = 1 | 3 | 7;

/** The Monday of the week holding `day`. */
export function startOfWeekDay(day: string): string {
  return addCalendarDays(day, -getWeekday(day));
}

/** The first day of `day`'s month. */
export function startOfMonthDay(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` away from `day`'s (months may be negative). */
export function addCalendarMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/** Every day of the month grid of `day`'s month: whole Monday-first weeks from the one of the 1st to the one of the last day. */
export function monthGridDays(day: string): string[] {
  const first = startOfMonthDay(day);
  const last = addCalendarDays(addCalendarMonths(day, 1), -1);
  const gridStart = startOfWeekDay(first);
  const gridEnd = addCalendarDays(startOfWeekDay(last), 6);
  const days: string[] = [];
  for (let current = gridStart; current <= gridEnd; current = addCalendarDays(current, 1)) days.push(current);
  return days;
}

/** Every day of `day`'s month, the 1st to the last (the agenda lists a month, without the grid's edges). */
export function monthDays(day: string): string[] {
  const last = addCalendarDays(addCalendarMonths(day, 1), -1);
  const days: string[] = [];
  for (let current = startOfMonthDay(day); current <= last; current = addCalendarDays(current, 1)) days.push(current);
  return days;
}

/** The first day the week view shows: the Monday on desktop, the anchor itself with 3 days or 1. */
export function weekPageStart(anchor: string, daysPerPage: DaysPerPage): string {
  return daysPerPage === 7 ? startOfWeekDay(anchor) : anchor;
}

/** The days on screen for a view and anchor. */
export function visibleDays(view: CalendarView, anchor: string, daysPerPage: DaysPerPage): string[] {
  if (view === 'month') return monthGridDays(anchor);
  if (view === 'agenda') return monthDays(anchor);
  const start = weekPageStart(anchor, daysPerPage);
  return Array.from({ length: daysPerPage }, (_, index) => addCalendarDays(start, index));
}

/**
 * The anchor after moving one period (direction +1 or -1): a month in the month and agenda views (to its first day),
 * 7, 3 or 1 days in the week view.
 */
export function shiftAnchor(view: CalendarView, anchor: string, direction: 1 | -1, daysPerPage: DaysPerPage): string {
  if (view !== 'week') return addCalendarMonths(anchor, direction);
  return addCalendarDays(weekPageStart(anchor, daysPerPage), direction * daysPerPage);
}

/** Weeks of a month grid (rows of 7 days). */
export function chunkWeeks(days: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * date-fns format of a day key, in Spanish: the academy's calendar day, the same on any clock (lib/academy-date,
 * which every date without a time of the web goes through, keeps the answers).
 */
export function formatDay(day: string, pattern: string): string {
  return formatAcademyDay(day, pattern) ?? day;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** Monday-first weekday names in Spanish: short ('lun') and long ('lunes'). */
export const weekdayNames: readonly { short: string; long: string }[] = Array.from({ length: 7 }, (_, index) => {
  // 2026-11-23 is a Monday.
  const day = addCalendarDays('2026-11-23', index);
  return { short: capitalize(formatDay(day, 'EEE')), long: capitalize(formatDay(day, 'EEEE')) };
});

/** The heading of a period: 'Noviembre 2026' (month, agenda), '23 – 29 nov 2026' (week), 'Martes, 24 nov 2026' (one day, short enough for a phone). */
export function formatPeriodTitle(view: CalendarView, anchor: string, daysPerPage: DaysPerPage): string {
  if (view !== 'week') return capitalize(formatDay(anchor, 'LLLL yyyy'));
  const days = visibleDays(view, anchor, daysPerPage);
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  if (first === last) return capitalize(formatDay(first, 'EEEE, d MMM yyyy'));
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const from = formatDay(first, sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy');
  return `${from} – ${formatDay(last, 'd MMM yyyy')}`;
}

/** The range of days the events call asks for: the first and last day on screen. */
export function visibleRange(view: CalendarView, anchor: string, daysPerPage: DaysPerPage): { start_date: string; end_date: string } {
  const days = visibleDays(view, anchor, daysPerPage);
  return { start_date: days[0] as string, end_date: days[days.length - 1] as string };
}
