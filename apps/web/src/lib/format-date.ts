import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** Parses an API date ("2026-09-15" or an ISO date-time); null when missing or invalid. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** "15 sep 2026": day, short month and year in the Spanish locale (spec 000 §1). */
export function formatShortDate(value: string | Date | null | undefined): string | null {
  const date = value instanceof Date ? value : parseApiDate(value);
  return date && isValid(date) ? format(date, 'd MMM yyyy', { locale: es }) : null;
}
