import { isSameDay, isSameYear } from 'date-fns';
import { formatDateAs, parseApiDate } from '../../lib/format-date';

/** The list's date (es-ES): the time for today's mail, day and month this year, with the year before. */
export function formatListDate(value: string, now: Date = new Date()): string {
  const date = parseApiDate(value);
  if (!date) return '';
  if (isSameDay(date, now)) return formatDateAs(date, 'HH:mm') ?? '';
  return formatDateAs(date, isSameYear(date, now) ? 'd MMM' : 'd MMM yyyy') ?? '';
}

/** The reader's date (es-ES): "lunes, 30 nov 2026, 14:05". */
export function formatReaderDate(value: string): string {
  return formatDateAs(value, 'EEEE, d MMM yyyy, HH:mm') ?? '';
}
