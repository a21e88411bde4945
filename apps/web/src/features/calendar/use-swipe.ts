import { useRef, type PointerEvent } from 'react';

/** Spec 001 §9: a swipe must exceed 50 px to change the period. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Horizontal swipes (touch or pen, and a mouse drag) over the calendar: more than 50 px, and more across than
 * down, calls `onSwipe(+1)` for a swipe to the left (the next period) or `onSwipe(-1)` to the right.
 * Vertical scrolling is left to the browser (touch-action: pan-y on the element).
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
