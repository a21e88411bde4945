/** The academy's time zone: event days and hours are written as a wall clock in Madrid reads them. */
export const ACADEMY_TIME_ZONE = 'Europe/Madrid';

/**
 * The CRM stores a calendar day as local midnight in Madrid (22:00 or 23:00 UTC of the day before);
 * shifting such an instant by +2 h lands inside the intended day whatever the season (spec 001 §9).
 */
export const CRM_DAY_SHIFT_MS = 2 * 60 * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Madrid calendar day of an instant, 'YYYY-MM-DD'. */
export function toAcademyDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The day a CRM date means: the instant shifted +2 h, read as a UTC day. Accepts 'YYYY-MM-DD' as is. */
export function crmDay(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return new Date(instant.getTime() + CRM_DAY_SHIFT_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the way availability messages show a day. */
export function formatDayEs(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
