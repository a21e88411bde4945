import { academyTexts } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { formatAcademyDay } from '../../lib/academy-date';

const t = academyTexts.backOfficeFormations;

/** A Madrid day of the API ('YYYY-MM-DD') as people read it, or "Sin fecha". */
export const formatDay = (day: string | null) => (day ? (formatAcademyDay(day) ?? day) : t.noDate);

/** "15 sept 2026 – 20 jun 2027". */
export const formatRange = (start: string | null, end: string | null) => t.dateRange.replace('{start}', formatDay(start)).replace('{end}', formatDay(end));

/** Modality 1 online, 2 hybrid, anything else in person (spec 002 §3). */
export function formatModality(value: number | null): string {
  if (value === 1) return texts.enrolments.modalityOnline;
  if (value === 2) return texts.enrolments.modalityHybrid;
  return texts.enrolments.modalityInPerson;
}

/** Fills `{name}`-style slots of a text. */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/** The Spanish message of a refused call (the server's), or a fallback. */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : t.loadError);
