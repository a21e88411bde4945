import { constants, isJoinable, toAcademyDay } from '@campus/contract';
import { useEffect, useMemo, useState } from 'react';
import type { PlacedEvent } from './calendar-events';

const WINDOW_MS = constants.joinWindowMinutes * 60_000;
const none: ReadonlySet<number> = new Set();

/**
 * A live class (spec 001 §2): a timed event of today with a join link, from 10 minutes before its start to 10
 * minutes after its end. Answers the ids live at `now` and the next instant that set changes (null: never).
 */
export function computeLiveEvents(candidates: readonly PlacedEvent[], now: Date): { ids: ReadonlySet<number>; nextChangeAt: number | null } {
  const t = now.getTime();
  const today = toAcademyDay(t);
  const ids = new Set<number>();
  let nextChangeAt: number | null = null;
  const consider = (instant: number) => {
    if (instant > t && (nextChangeAt === null || instant < nextChangeAt)) nextChangeAt = instant;
  };
  for (const item of candidates) {
    // An all-day event (a task's deadline, a test) is not a class one attends live, link or not.
    if (item.isAllDay) continue;
    if (item.startDay === today && isJoinable(item.event, now)) ids.add(item.event.id);
    consider(item.startMs - WINDOW_MS);
    // The instant just after the window closes (isJoinable includes its last millisecond).
    consider(item.endMs + WINDOW_MS + 1);
  }
  return { ids: ids.size > 0 ? ids : none, nextChangeAt };
}

/** Longest wait between two checks: a day change or a clock adjusted meanwhile is caught within a minute. */
const MAX_WAIT_MS = 60_000;

/**
 * The ids of the live classes among `placed`, kept current while the page stays open: a timer wakes at the
 * next instant a class enters or leaves its join window, so a class starts and stops pulsing by itself.
 */
export function useLiveEventIds(placed: readonly PlacedEvent[]): ReadonlySet<number> {
  const candidates = useMemo(() => placed.filter((item) => !!item.event.join_url && item.event.availability.isAvailable), [placed]);
  const [now, setNow] = useState(() => new Date());
  const live = useMemo(() => computeLiveEvents(candidates, now), [candidates, now]);
  useEffect(() => {
    if (candidates.length === 0) return;
    const wait = live.nextChangeAt === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(0, live.nextChangeAt - Date.now()));
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [candidates, live]);
  return live.ids;
}
