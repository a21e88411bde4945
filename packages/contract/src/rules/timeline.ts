// Pure timeline rules (spec 001 §Timeline, §9): the progress message by tier, the window of events shown
// and the weekday names of the reschedule dialog. The web and the server's tests use them alike.
import { es } from 'date-fns/locale';
import { texts } from '../texts';
import { formatPercent, getProgressTier } from './progress';

/** The timeline shows 5 events at first and reveals 5 more per click (spec 001 §9). */
export const TIMELINE_WINDOW_EVENTS = 5;
export const TIMELINE_STEP_EVENTS = 5;
/** The first window starts this many events before the first upcoming one (spec 001 §9). */
export const TIMELINE_START_BEFORE_UPCOMING = 2;

/** The progress message of the timeline for its percentage (tiers 100, >75, >50, >25, else). */
export function getTimelineProgressMessage(percent: number): string {
  switch (getProgressTier(percent)) {
    case 'done':
      return texts.timeline.progressDone;
    case 'above75':
      return texts.timeline.progressAbove75;
    case 'above50':
      return texts.timeline.progressAbove50;
    case 'above25':
      return texts.timeline.progressAbove25;
    default:
      return texts.timeline.progressStarting;
  }
}

/** The timeline percentage as shown: two decimals ('62,50 %'). */
export const formatTimelinePercent = formatPercent;

/** A half-open window [start, end) over the timeline's ordered events. */
export interface TimelineWindow {
  start: number;
  end: number;
}

/**
 * The first window: 5 events starting two before the first upcoming one (the first event whose day is
 * today or later). With no upcoming event it shows the last 5; it never runs past either end, and is
 * moved back so it still holds 5 events when the upcoming one is near the end.
 */
export function getInitialTimelineWindow(days: readonly string[], today: string): TimelineWindow {
  const total = days.length;
  if (total === 0) return { start: 0, end: 0 };
  const upcoming = days.findIndex((day) => day >= today);
  const anchor = upcoming === -1 ? total : upcoming;
  const end = Math.min(total, Math.max(anchor - TIMELINE_START_BEFORE_UPCOMING, 0) + TIMELINE_WINDOW_EVENTS);
  const start = Math.max(0, end - TIMELINE_WINDOW_EVENTS);
  return { start, end };
}

/** How many earlier events the 'Mostrar N eventos anteriores' button reveals (0: no button). */
export const countPreviousStep = (window: TimelineWindow) => Math.min(TIMELINE_STEP_EVENTS, window.start);

/** The window after revealing earlier events. */
export const showPreviousEvents = (window: TimelineWindow): TimelineWindow => ({ start: window.start - countPreviousStep(window), end: window.end });

/** Whether later events remain hidden ('Mostrar 5 eventos siguientes'). */
export const hasNextEvents = (window: TimelineWindow, total: number) => window.end < total;

/** The window after revealing the next events. */
export const showNextEvents = (window: TimelineWindow, total: number): TimelineWindow => ({
  start: window.start,
  end: Math.min(total, window.end + TIMELINE_STEP_EVENTS),
});

/** 'Mostrar N eventos anteriores' with its number. */
export const formatShowPrevious = (count: number) => texts.timeline.showPrevious.replace('{count}', String(count));

/** 'Evento reprogramado de {date}'. */
export const formatRescheduledFrom = (date: string) => texts.timeline.rescheduledFrom.replace('{date}', date);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Spanish weekday names, Monday first (index 0 = Monday, as events.days_of_week): taken from the date
 * library's Spanish locale rather than written out again.
 */
export const WEEKDAY_NAMES_MONDAY_FIRST: readonly string[] = [1, 2, 3, 4, 5, 6, 0].map((day) =>
  capitalise(String(es.localize.day(day as 0, { width: 'wide' }))),
);
