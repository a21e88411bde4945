import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeEvents } from './calendar-events';
import { makeCalendarEvent } from './calendar-test-factories';
import { computeLiveEvents, useLiveEventIds } from './live-events';

// A live class today 10:00–11:00 Madrid (09:00–10:00 UTC) with a join link.
const live = makeCalendarEvent({ id: 7, join_url: 'https://meet.example/clase', start_date: '2026-11-24T09:00:00.000Z', end_date: '2026-11-24T10:00:00.000Z' });

describe('live classes (spec 001 §2: 10 minutes before start to 10 minutes after end)', () => {
  it('answers the live ids and when that changes', () => {
    const placed = placeEvents([live, makeCalendarEvent({ id: 8, join_url: null })]);
    const before = computeLiveEvents(placed, new Date('2026-11-24T08:49:00.000Z'));
    expect(before.ids.size).toBe(0);
    expect(before.nextChangeAt).toBe(Date.parse('2026-11-24T08:50:00.000Z'));
    const inside = computeLiveEvents(placed, new Date('2026-11-24T10:09:00.000Z'));
    expect([...inside.ids]).toEqual([7]);
    expect(computeLiveEvents(placed, new Date('2026-11-24T10:11:00.000Z')).ids.size).toBe(0);
  });

  it('never pulses for an all-day event, even with a link (a task or a test is not a live class)', () => {
    const task = makeCalendarEvent({
      id: 10,
      all_day: true,
      event_type: 'actividad',
      join_url: 'https://campus.example/tarea',
      start_date: '2026-11-24T00:00:00.000Z',
      end_date: '2026-11-24T22:00:00.000Z',
    });
    expect(computeLiveEvents(placeEvents([task, live]), new Date('2026-11-24T09:30:00.000Z')).ids).toEqual(new Set([7]));
  });

  it('only pulses on the class day', () => {
    const tomorrow = makeCalendarEvent({
      id: 9,
      join_url: 'https://meet.example/x',
      start_date: '2026-11-25T00:05:00.000Z',
      end_date: '2026-11-25T01:00:00.000Z',
    });
    // 23:58 Madrid on the 24th: inside the window, but the class is tomorrow (Madrid).
    expect(computeLiveEvents(placeEvents([tomorrow]), new Date('2026-11-24T22:58:00.000Z')).ids.size).toBe(0);
  });

  describe('while the page stays open', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-11-24T08:45:00.000Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Lets each timer fire and React settle before the next one, as minutes pass in the open page. */
    const passMinutes = (minutes: number) => {
      for (let minute = 0; minute < minutes; minute += 1) {
        act(() => {
          vi.advanceTimersByTime(60_000);
        });
      }
    };

    it('starts and stops pulsing by itself', () => {
      const placed = placeEvents([live]);
      const { result } = renderHook(() => useLiveEventIds(placed));
      expect(result.current.has(7)).toBe(false);
      passMinutes(4);
      // 08:49 UTC: one minute before the window opens.
      expect(result.current.has(7)).toBe(false);
      passMinutes(1);
      expect(result.current.has(7)).toBe(true);
      // 10:09 UTC: the last minute of the window (10 minutes after the end).
      passMinutes(79);
      expect(result.current.has(7)).toBe(true);
      passMinutes(2);
      expect(result.current.has(7)).toBe(false);
    });
  });
});
