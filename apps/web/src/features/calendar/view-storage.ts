import { useCallback, useState } from 'react';
import type { CalendarView } from './calendar-grid';

/** localStorage key of the chosen view (spec 001 §2: remembered locally, month by default). */
export const CALENDAR_VIEW_STORAGE_KEY = 'campus.calendarView';

export function readStoredView(): CalendarView {
  try {
    const stored = window.localStorage.getItem(CALENDAR_VIEW_STORAGE_KEY);
    return stored === 'week' || stored === 'agenda' ? stored : 'month';
  } catch {
    return 'month';
  }
}

/** The chosen view and its setter, which remembers the choice. */
export function useStoredView(): [CalendarView, (view: CalendarView) => void] {
  const [view, setView] = useState<CalendarView>(readStoredView);
  const choose = useCallback((next: CalendarView) => {
    setView(next);
    try {
      window.localStorage.setItem(CALENDAR_VIEW_STORAGE_KEY, next);
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  }, []);
  return [view, choose];
}
