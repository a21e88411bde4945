import { format, isValid } from 'date-fns';
import { es } from 'date-fns/locale';
import { parseApiDate } from './format-date';

function toDate(value: string | Date | null | undefined): Date | null {
  const date = value instanceof Date ? value : parseApiDate(value);
  return date && isValid(date) ? date : null;
}

/** "21 nov, 14:05": day, short month and 24-hour time in the Spanish locale (spec 000 §1). */
export function formatDayMonthTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? format(date, 'd MMM, HH:mm', { locale: es }) : null;
}

/** "14:05". */
export function formatTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? format(date, 'HH:mm', { locale: es }) : null;
}

/** "20 nov". */
export function formatDayMonth(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? format(date, 'd MMM', { locale: es }) : null;
}
