import { formatAcademyDateTime, formatAcademyDay } from '../../lib/academy-date';

/** A grade as Spanish readers write it: 7,25. */
export function formatGrade(grade: number): string {
  return grade.toLocaleString('es-ES', { maximumFractionDigits: 2 });
}

/** A last connection: an instant with its hour, or only its day when the server knows no more ('YYYY-MM-DD'). */
export function formatLastConnection(value: string, pattern = 'd MMM yyyy, HH:mm'): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatAcademyDay(value, 'd MMM yyyy') : formatAcademyDateTime(value, pattern);
}
