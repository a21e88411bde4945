import { formatDateAs } from './format-date';

/** "21 nov, 14:05": day, short month and 24-hour time in the Spanish locale (spec 000 §1), whatever the day. */
export function formatDayMonthTime(value: string | Date | null | undefined): string | null {
  return formatDateAs(value, 'd MMM, HH:mm');
}

/** "14:05". */
export function formatTime(value: string | Date | null | undefined): string | null {
  return formatDateAs(value, 'HH:mm');
}

/** "20 nov". */
export function formatDayMonth(value: string | Date | null | undefined): string | null {
  return formatDateAs(value, 'd MMM');
}
