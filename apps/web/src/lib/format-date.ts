import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/*
 * The one Spanish date style of the web (spec 000 §1: day, short month, 24-hour time): "30 nov 2026",
 * "30 nov, 14:05", the style of the contract's formatDayEs (availability messages) too. Days (dates without a
 * time) and event times are the academy's and go through lib/academy-date; what is left here are the moments
 * a person did something (a message sent, a post written), read on the viewer's own clock.
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
