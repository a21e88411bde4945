import { useEffect, useState } from 'react';
import { getRenderNow } from './render-clock';

/**
 * The current time, refreshed every `intervalMs`: screens whose content depends on the clock (the event
 * join window) re-evaluate without a reload. The first render takes the render clock's time (the server's
 * when a rendered page is hydrated: lib/render-clock), and the clock's own as soon as it is mounted.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(getRenderNow);
  useEffect(() => {
    setNow((shown) => {
      const current = new Date();
      return current.getTime() === shown.getTime() ? shown : current;
    });
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
