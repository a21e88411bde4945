import { inAcademyTime } from '@campus/contract';
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/**
 * "27 nov 2026, 09:00": an instant as the academy's wall clock (Madrid) reads it, in the web's Spanish date
 * style. A notice is written and scheduled in Madrid time, so it is read in Madrid time wherever the reader is.
 */
export function formatNoticeInstant(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm', { locale: es, in: inAcademyTime }) : '';
}

/** Whether a notice is still waiting for its scheduled instant (the clock icon). */
export function isScheduledLater(item: { scheduled: string | null }, now: Date): boolean {
  return item.scheduled !== null && new Date(item.scheduled).getTime() > now.getTime();
}
