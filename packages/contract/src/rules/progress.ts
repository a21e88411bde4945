/** Two decimals with the Spanish comma (es-ES writes 62,50, as the grades beside it: 7,25). */
const percentNumber = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * THE way every percentage of Campus is written: 2 decimals (spec 000 §9, 001 §9) with the Spanish decimal
 * comma ('62,50 %'), clamped to 0..100.
 */
export function formatPercent(value: number | null | undefined): string {
  const safe = Number.isFinite(value) ? Math.min(100, Math.max(0, value as number)) : 0;
  return `${percentNumber.format(safe)} %`;
}

/** Progress tier of the timeline message: 100, above 75, above 50, above 25, otherwise starting. */
export function getProgressTier(percent: number): 'done' | 'above75' | 'above50' | 'above25' | 'starting' {
  if (percent >= 100) return 'done';
  if (percent > 75) return 'above75';
  if (percent > 50) return 'above50';
  if (percent > 25) return 'above25';
  return 'starting';
}

/** What the progress rule reads of an event of the content tree (the tree answer's shape, or the server's row). */
export interface ProgressEvent {
  id: number;
  availability: { isAvailable: boolean };
  /** Freemium-flagged content; a freemium user opens only these. */
  freemium: boolean;
  /** The user's own completion rows (completed 1 = done). */
  completed: readonly { completed: number }[];
}

/** The measure of a set of content: counted events, completed ones, percentage with 2 decimals. */
export interface ProgressMeasure {
  total: number;
  completed: number;
  percentage_partial: number;
}

/**
 * Does the event count towards the user's progress? Only content the user can open right now: available
 * for them (published, in its calendar window, not in an extra unit they lack, not before their course
 * month) and, for a freemium user, freemium-flagged. Locked content (expired included) does not count,
 * not even when the user completed it while it was open: the tree shows it with a lock and no tick, so
 * counting it would show '5/5' beside an unticked item.
 */
export function isProgressCounted(event: Pick<ProgressEvent, 'availability' | 'freemium'>, isFreemium: boolean): boolean {
  return event.availability.isAvailable && (!isFreemium || event.freemium);
}

/** Is the event done for progress: counted and completed by the user (exactly the events the tree ticks). */
export function isProgressDone(event: Omit<ProgressEvent, 'id'>, isFreemium: boolean): boolean {
  return isProgressCounted(event, isFreemium) && event.completed.some((row) => row.completed === 1);
}

/** completed / total as a percentage rounded to 2 decimals; 0 when nothing counts. */
export function toProgressPercentage(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 10000) / 100;
}

/**
 * THE definition of a student's progress (spec 000 §9, 001 §4), used by the server's progress call
 * (header and home cards) and by the tree's unit badges, so they never disagree:
 * - total: the distinct events (by id; an event placed in two units counts once) the user can open now
 *   (`isProgressCounted`);
 * - completed: those of them the user completed, i.e. the events the tree shows with a tick;
 * - percentage_partial: completed / total with 2 decimals, 0 when nothing counts.
 */
export function measureProgress(events: readonly ProgressEvent[], isFreemium: boolean): ProgressMeasure {
  const counted = new Map<number, boolean>();
  for (const event of events) {
    if (!isProgressCounted(event, isFreemium)) continue;
    counted.set(event.id, (counted.get(event.id) ?? false) || isProgressDone(event, isFreemium));
  }
  const total = counted.size;
  const completed = [...counted.values()].filter(Boolean).length;
  return { total, completed, percentage_partial: toProgressPercentage(completed, total) };
}
