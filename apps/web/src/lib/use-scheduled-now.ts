import { useCallback, useEffect, useState } from 'react';
import { getRenderNow } from './render-clock';

/**
 * Longest sleep between two looks at the clock: a clock set forward meanwhile (a laptop woken from sleep, a
 * corrected system time) leaves the timer aimed at the old instant, so a minute bounds how stale the screen is.
 */
export const MAX_CLOCK_WAIT_MS = 60_000;

export interface ScheduledClock {
  /** The time the screen shows. */
  now: Date;
  /** Moves `now` to the clock's time (a re-render). */
  tick: () => void;
}

/**
 * "Now" for a screen whose content changes at instants it knows (a join window opening): the first render
 * takes the render clock's time (the server's while a page it rendered is hydrated: lib/render-clock), the
 * clock's as soon as it is mounted and whenever the page comes back into view (a hidden tab's timers are
 * throttled). It moves on only when `useWakeAt` says, never on a polling loop.
 */
export function useScheduledClock(): ScheduledClock {
  const [now, setNow] = useState(getRenderNow);
  const tick = useCallback(() => {
    setNow((shown) => {
      const current = new Date();
      return current.getTime() === shown.getTime() ? shown : current;
    });
  }, []);
  useEffect(() => {
    tick();
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [tick]);
  return { now, tick };
}

/**
 * Calls `tick` at `instant` (epoch ms; null: none ahead), or after `MAX_CLOCK_WAIT_MS` when that comes
 * first. The wait is measured on the clock, not from the shown `now`, which may be the server's render time.
 */
export function useWakeAt(instant: number | null, { now, tick }: ScheduledClock): void {
  useEffect(() => {
    const wait = instant === null ? MAX_CLOCK_WAIT_MS : Math.min(MAX_CLOCK_WAIT_MS, Math.max(0, instant - Date.now()));
    const timer = window.setTimeout(tick, wait);
    return () => window.clearTimeout(timer);
    // `now` too: after each tick the next sleep starts, even when the instant ahead is the same.
  }, [instant, now, tick]);
}
