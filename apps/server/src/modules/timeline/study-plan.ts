import { addCalendarDays, getWeekday } from '@campus/contract';

/** A pending content item to plan, in course order. */
export interface PendingItem {
  id: number;
  /** Study time it needs, in minutes (> 0). */
  minutes: number;
}

/** One planned session: the item, its Madrid day, and its minutes from the day's first session start. */
export interface PlannedSession {
  id: number;
  day: string;
  /** Minutes after the day's start hour. */
  offset: number;
  /** Planned minutes (the item's, or the whole day's when the item alone is longer than the day allows). */
  minutes: number;
}

/** Study time of an item without usable times (no end, zero or negative length, or longer than a day). */
export const DEFAULT_ITEM_MINUTES = 60;
/** Longest item length taken as is; longer ones (multi-day windows) are not study times. */
const MAX_ITEM_MINUTES = 8 * 60;
/** Sessions start at this Madrid hour, unless the day's hours do not fit after it. */
export const PLAN_DAY_START_MINUTES = 9 * 60;
const DAY_MINUTES = 24 * 60;

/** Minutes an item needs: its own length (end − start) rounded up to 5 minutes, or the default. */
export function itemMinutes(start: Date | null, end: Date | null): number {
  if (!start || !end) return DEFAULT_ITEM_MINUTES;
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_ITEM_MINUTES) return DEFAULT_ITEM_MINUTES;
  return Math.max(5, Math.ceil(minutes / 5) * 5);
}

/** Minutes of the day's first session: 09:00, or earlier when the day's hours would run past midnight. */
export function dayStartMinutes(capacityMinutes: number): number {
  return Math.max(0, Math.min(PLAN_DAY_START_MINUTES, DAY_MINUTES - capacityMinutes));
}

/**
 * The study plan (a pure function; documented in the reschedule route's OpenAPI description):
 * - `capacity[w]` is the minutes available on weekday w (0 = Monday … 6 = Sunday); at least one is > 0.
 * - Items are taken in the given (course) order; each goes on the current day if it fits in what is left
 *   of that day, otherwise on the next day with hours; days only move forward, so the course order is kept
 *   across days and within a day (sessions follow each other from the day's start hour).
 * - An item longer than the whole (still empty) day it reaches takes that day alone, trimmed to the day's
 *   hours: placed once, never split, and no day overfilled.
 * - The first day is `firstDay` (the caller passes max(start_date, today)): nothing is planned before it.
 * Every item is placed exactly once; no day holds more minutes than its capacity.
 */
export function planStudySessions(items: readonly PendingItem[], capacity: readonly number[], firstDay: string): PlannedSession[] {
  if (capacity.length !== 7 || capacity.some((c) => !Number.isFinite(c) || c < 0)) throw new RangeError('capacity needs 7 non-negative values');
  if (!capacity.some((c) => c > 0)) throw new RangeError('capacity needs at least one day with hours');
  const plan: PlannedSession[] = [];
  let day = firstDay;
  let used = 0;
  const capacityOf = (d: string) => capacity[getWeekday(d)]!;
  for (const item of items) {
    // At most 8 days to find a day with room: a week holds a day with hours, and an empty one always takes the item.
    for (;;) {
      const cap = capacityOf(day);
      const free = cap - used;
      if (cap > 0 && item.minutes <= free) {
        plan.push({ id: item.id, day, offset: used, minutes: item.minutes });
        used += item.minutes;
        break;
      }
      if (cap > 0 && used === 0) {
        // Longer than this whole day: it takes the day, trimmed to its hours.
        plan.push({ id: item.id, day, offset: 0, minutes: cap });
        used = cap;
        break;
      }
      day = addCalendarDays(day, 1);
      used = 0;
    }
  }
  return plan;
}

/** Hours per weekday of the call ('1' = Monday … '7' = Sunday) as minutes, index 0 = Monday. */
export function toCapacityMinutes(hours: Readonly<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', number>>): number[] {
  return (['1', '2', '3', '4', '5', '6', '7'] as const).map((key) => Math.round(hours[key] * 60));
}
