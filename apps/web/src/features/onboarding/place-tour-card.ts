import type { TargetRect } from './use-target-rect';

export interface Size {
  width: number;
  height: number;
}

/** Space kept between the card, its target and the window's edges. */
const GAP = 12;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Where the step card goes next to its target: below, above, right or left, whichever fits first;
 * null when none fits (or there is no target): the card is then centred.
 */
export function placeTourCard(target: TargetRect | null, card: Size, viewport: Size): { top: number; left: number } | null {
  if (!target || target.width === 0 || target.height === 0) return null;
  const centredLeft = clamp(target.left + target.width / 2 - card.width / 2, GAP, viewport.width - card.width - GAP);
  const centredTop = clamp(target.top + target.height / 2 - card.height / 2, GAP, viewport.height - card.height - GAP);
  const below = target.top + target.height + GAP;
  if (below + card.height + GAP <= viewport.height) return { top: below, left: centredLeft };
  const above = target.top - GAP - card.height;
  if (above >= GAP) return { top: above, left: centredLeft };
  const right = target.left + target.width + GAP;
  if (right + card.width + GAP <= viewport.width) return { top: centredTop, left: right };
  const left = target.left - GAP - card.width;
  if (left >= GAP) return { top: centredTop, left };
  return null;
}
