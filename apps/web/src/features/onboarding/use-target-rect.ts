import { useEffect, useState } from 'react';

export interface TargetRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The visible element marked `data-tour="<target>"` (the menu has one per layout, only one shows). */
export function findTourTarget(target: string): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`);
  for (const element of candidates) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

/** Where the visible page starts: under the sticky header, for targets outside it. */
function visibleTop(element: HTMLElement): number {
  if (element.closest('header')) return 0;
  return Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0);
}

function measure(element: HTMLElement): TargetRect {
  const rect = element.getBoundingClientRect();
  // Clipped to what shows: a tall target (the side menu, the page) is highlighted where it is seen.
  const top = Math.max(rect.top, visibleTop(element));
  const left = Math.max(rect.left, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  const right = Math.min(rect.right, window.innerWidth);
  return { top, left, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0) };
}

function isSameRect(a: TargetRect | null, b: TargetRect | null): boolean {
  return !!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

/**
 * Where the step's target is on screen, following scrolls and resizes; null when the step has no
 * target or it is not on the page (the step then shows centred).
 */
export function useTargetRect(target: string | null): TargetRect | null {
  const [rect, setRect] = useState<TargetRect | null>(null);

  useEffect(() => {
    if (!target) {
      setRect(null);
      return;
    }
    const element = findTourTarget(target);
    if (!element) {
      setRect(null);
      return;
    }
    // Only a target out of sight is scrolled to; a tall one (the page) stays where the student is.
    const initial = element.getBoundingClientRect();
    if (initial.bottom < 0 || initial.top > window.innerHeight) element.scrollIntoView?.({ block: 'center' });
    const update = () => {
      const next = measure(element);
      setRect((current) => (isSameRect(current, next) ? current : next));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
      observer?.disconnect();
    };
  }, [target]);

  return rect;
}
