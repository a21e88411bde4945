import { useSyncExternalStore } from 'react';

/**
 * Whether the app's first render has been painted (App marks it: after its first commit, a frame, then a task).
 * Panels that render nothing in that first frame anyway (lazily loaded, with an empty fallback: the streak,
 * the onboarding tour, the toaster) mount from then on, so their chunks do not arrive and run while the
 * signed-in home's first frame is still being rendered and painted.
 */
let isPainted = false;
const listeners = new Set<() => void>();

export function markFirstPaint(): void {
  if (isPainted) return;
  isPainted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first render has been painted. */
export function useIsFirstPaintDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isPainted,
    () => false,
  );
}
