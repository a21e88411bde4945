import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/*
 * The one Spanish date style of the web (spec 000 §1: day, short month, 24-hour time): "30 nov 2026",
 * "30 nov, 14:05", the style of the contract's formatDayEs (availability messages) too. Instants read on the
 * viewer's clock, as the calendar, the home and the chat read them (for the academy's students, Madrid's);
 * a bare 'YYYY-MM-DD' is a calendar day and stays that day.
 */

/** Parses an API date ("2026-09-15" or an ISO date-time); null when missing or invalid. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** Formats an API date or a Date with a date-fns pattern in Spanish; null when missing or invalid. */
export function formatDateAs(value: string | Date | null | undefined, pattern: string): string | null {
  // parseISO reads 'YYYY-MM-DD' as that day's local midnight: the calendar day is kept in any zone.
  const date = value instanceof Date ? value : parseApiDate(value);
  return date && isValid(date) ? format(date, pattern, { locale: es }) : null;
}

/** "15 sep 2026": day, short month and year in the Spanish locale (spec 000 §1). */
export function formatShortDate(value: string | Date | null | undefined): string | null {
  return formatDateAs(value, 'd MMM yyyy');
}
