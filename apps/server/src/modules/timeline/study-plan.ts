import { addCalendarDays, getWeekday } from '@campus/contract';

/** A pending content item to plan, in course order. */
export interface PendingItem {
  id: number;
  /** Study time it needs, in minutes (> 0). */
  minutes: number;
}

/** One planned session: the item, its Madrid day, and its start as minutes after that day's midnight (wall clock). */
export interface PlannedSession {
  id: number;
  day: string;
  /** Madrid wall-clock minutes after midnight. */
  start: number;
  /** Planned minutes (the item's, or the whole day's when the item alone is longer than the day allows). */
  minutes: number;
}

/** A busy stretch of one day, in Madrid wall-clock minutes after midnight, [start, end). */
export interface BusyStretch {
  start: number;
  end: number;
}

/** Where the plan may go: its days, the moment it may start on the first one, and what already fills each day. */
export interface PlanWindow {
  firstDay: string;
  /** Last day a session may use (inclusive), or null when nothing bounds it (then PLAN_HORIZON_DAYS does). */
  lastDay: string | null;
  /** On the first day nothing starts before this minute (now, when the first day is today). */
  earliestOnFirstDay: number;
  /** The student's events by day: no session overlaps them. */
  busy: ReadonlyMap<string, readonly BusyStretch[]>;
}

/** Study time of an item without usable times (no end, zero or negative length, or longer than a day). */
export const DEFAULT_ITEM_MINUTES = 60;
/** Longest item length taken as is; longer ones (multi-day windows) are not study times. */
export const MAX_ITEM_MINUTES = 8 * 60;
/** Sessions start at this Madrid hour, unless the day's hours do not fit after it. */
export const PLAN_DAY_START_MINUTES = 9 * 60;
/** Without a last day, a plan that needs more than this many days does not fit (two years: longer than any course). */
export const PLAN_HORIZON_DAYS = 730;
/** Sessions start on a quarter of an hour (today's first one at the next quarter after now). */
export const PLAN_STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

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

/** The next quarter of an hour at or after `minutes` (a session never starts at 12:07). */
export const toNextStep = (minutes: number) => Math.ceil(minutes / PLAN_STEP_MINUTES) * PLAN_STEP_MINUTES;

/** The earliest start ≥ from where `length` minutes fit before midnight without touching a busy stretch; null if none. */
function findFreeStart(from: number, length: number, busy: readonly BusyStretch[]): number | null {
  let start = from;
  for (;;) {
    if (start + length > DAY_MINUTES) return null;
    const clash = busy.find((stretch) => stretch.start < start + length && stretch.end > start);
    if (!clash) return start;
    start = toNextStep(clash.end);
  }
}

/**
 * The study plan (a pure function; documented in the reschedule route's OpenAPI description):
 * - `capacity[w]` is the minutes available on weekday w (0 = Monday … 6 = Sunday); at least one is > 0.
 * - Items are taken in the given (course) order; each goes on the current day at the first free moment after
 *   the previous session (from 09:00, or from now on today) if it fits in what is left of that day's hours
 *   and before midnight, without overlapping the student's busy stretches; otherwise on the next day with
 *   hours. Days only move forward, so the course order is kept across days and within a day.
 * - An item longer than the whole (still empty) day it reaches is trimmed to the day's hours: placed once,
 *   never split, and no day overfilled.
 * - Nothing before `firstDay` (nor before `earliestOnFirstDay` on it), nothing after `lastDay`.
 * Every item is placed exactly once, or the answer is null: the plan does not fit before the last day.
 */
export function planStudySessions(items: readonly PendingItem[], capacity: readonly number[], window: PlanWindow): PlannedSession[] | null {
  if (capacity.length !== 7 || capacity.some((c) => !Number.isFinite(c) || c < 0)) throw new RangeError('capacity needs 7 non-negative values');
  if (!capacity.some((c) => c > 0)) throw new RangeError('capacity needs at least one day with hours');
  const lastDay = window.lastDay ?? addCalendarDays(window.firstDay, PLAN_HORIZON_DAYS);
  const plan: PlannedSession[] = [];
  let day = window.firstDay;
  let used = 0;
  let cursor = 0;
  const openDay = () => {
    used = 0;
    const start = dayStartMinutes(capacity[getWeekday(day)]!);
    cursor = day === window.firstDay ? Math.max(start, toNextStep(window.earliestOnFirstDay)) : start;
  };
  openDay();
  for (const item of items) {
    for (;;) {
      if (day > lastDay) return null;
      const cap = capacity[getWeekday(day)]!;
      // Longer than this whole day: it takes the day alone, trimmed to its hours.
      const length = used === 0 ? Math.min(item.minutes, cap) : item.minutes;
      const start = cap > 0 && used + length <= cap ? findFreeStart(cursor, length, window.busy.get(day) ?? []) : null;
      if (start !== null) {
        plan.push({ id: item.id, day, start, minutes: length });
        used += length;
        cursor = start + length;
        break;
      }
      day = addCalendarDays(day, 1);
      openDay();
    }
  }
  return plan;
}

/** Hours per weekday of the call ('1' = Monday … '7' = Sunday) as minutes, index 0 = Monday. */
export function toCapacityMinutes(hours: Readonly<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', number>>): number[] {
  return (['1', '2', '3', '4', '5', '6', '7'] as const).map((key) => Math.round(hours[key] * 60));
}
