import { constants } from '../constants';

const WINDOW_MS = constants.joinWindowMinutes * 60 * 1000;

/**
 * 'Unirse al evento' shows only when the event has a join_url and now is between 10 minutes before
 * its start and 10 minutes after its end (spec 000 §4, 001 §2).
 */
export function isJoinable(
  event: { join_url: string | null | undefined; start_date: string | Date; end_date: string | Date },
  now: Date = new Date(),
): boolean {
  if (!event.join_url) return false;
  const start = new Date(event.start_date).getTime();
  const end = new Date(event.end_date).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start - WINDOW_MS && t <= end + WINDOW_MS;
}
