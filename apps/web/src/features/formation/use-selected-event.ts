import type { ContentUnit } from '@campus/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { findEventPlace, findStartEvent, type EventPlace } from './content-sequence';

/** Spec 001 §2, §9: the page scrolls to the top 100 ms after a content is selected. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

const EVENT_PARAM = 'event';

function parseEventId(raw: string | null): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw);
}

interface SelectedEvent {
  place: EventPlace | null;
  selectedId: number | null;
  /** Shows an event: its id goes into the URL (?event=id), so a reload keeps it. */
  select: (eventId: number) => void;
  clear: () => void;
}

/**
 * The event shown, kept in the URL as ?event=id. Without one, the first open event not completed is shown
 * (not on phones, where showing means opening the full-screen dialog). After each selection the page and
 * `scrollContainer` (the phone dialog) scroll to the top after 100 ms.
 */
export function useSelectedEvent(
  units: readonly ContentUnit[],
  isFreemium: boolean,
  shouldAutoSelect: boolean,
  scrollContainer: () => HTMLElement | null,
): SelectedEvent {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = parseEventId(searchParams.get(EVENT_PARAM));
  const place = selectedId === null ? null : findEventPlace(units, selectedId);
  const timerRef = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const scrollToTop = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      // Element.scrollTo is missing in some engines (and in jsdom): the page scroll still happens.
      scrollContainer()?.scrollTo?.({ top: 0, behavior: 'smooth' });
    }, SCROLL_TO_TOP_DELAY_MS);
  }, [scrollContainer]);

  const select = useCallback(
    (eventId: number) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(EVENT_PARAM, String(eventId));
          return next;
        },
        { preventScrollReset: true },
      );
      scrollToTop();
    },
    [setSearchParams, scrollToTop],
  );

  const clear = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EVENT_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  }, [setSearchParams]);

  const startId = shouldAutoSelect && selectedId === null ? (findStartEvent(units, isFreemium)?.event.id ?? null) : null;
  useEffect(() => {
    if (startId === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(EVENT_PARAM, String(startId));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [startId, setSearchParams]);

  return { place, selectedId, select, clear };
}
