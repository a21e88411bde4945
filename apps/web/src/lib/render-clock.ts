import { getServerRenderScope } from './server-render-scope';

let hydrationNow: Date | null = null;

/**
 * The time a page the server rendered was rendered at, while the browser hydrates it (app/server-render-state
 * sets it, App clears it once the hydration is committed): the first render in the browser must show what the
 * server showed (a join window open or not, the agenda's days), and the clock moves on right after.
 */
export function setHydrationNow(date: Date | null): void {
  hydrationNow = date;
}

/** "Now" for a first render: the render's time on the server and while hydrating, else the clock's. */
export function getRenderNow(): Date {
  return getServerRenderScope()?.now ?? hydrationNow ?? new Date();
}
