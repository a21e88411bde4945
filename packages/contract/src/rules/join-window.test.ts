import { describe, expect, it } from 'vitest';
import { getNextJoinWindowChange, isEventUnderWay } from './join-window';

const timed = { start_date: '2026-11-21T17:00:00Z', end_date: '2026-11-21T18:00:00Z', all_day: false };
const allDayTask = { start_date: '2026-11-21T00:00:00Z', end_date: '2026-11-21T23:59:59Z', all_day: true };

describe('isEventUnderWay (the "En directo" badge)', () => {
  it.each([
    ['2026-11-21T16:59:59Z', false],
    ['2026-11-21T17:00:00Z', true],
    ['2026-11-21T18:00:00Z', true],
    ['2026-11-21T18:00:01Z', false],
  ])('a timed class at %s → %s', (now, expected) => {
    expect(isEventUnderWay(timed, new Date(now))).toBe(expected);
  });

  it('never calls an all-day task or test live, even inside its day', () => {
    expect(isEventUnderWay(allDayTask, new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });
});

describe('getNextJoinWindowChange', () => {
  const at = (iso: string) => getNextJoinWindowChange([timed], new Date(iso));

  it('wakes when the window opens, at the start, after the end and when the window closes', () => {
    expect(at('2026-11-21T16:49:10Z')).toBe(Date.parse('2026-11-21T16:50:00Z'));
    expect(at('2026-11-21T16:50:00Z')).toBe(Date.parse('2026-11-21T17:00:00Z'));
    expect(at('2026-11-21T17:30:00Z')).toBe(Date.parse('2026-11-21T18:00:00Z') + 1);
    expect(at('2026-11-21T18:05:00Z')).toBe(Date.parse('2026-11-21T18:10:00Z') + 1);
    expect(at('2026-11-21T18:10:00.001Z')).toBeNull();
  });

  it('takes the earliest instant among several events and skips unreadable dates', () => {
    const later = { start_date: '2026-11-21T16:55:00Z', end_date: '2026-11-21T17:30:00Z' };
    const broken = { start_date: 'nope', end_date: 'nope' };
    expect(getNextJoinWindowChange([timed, later, broken], new Date('2026-11-21T16:30:00Z'))).toBe(Date.parse('2026-11-21T16:45:00Z'));
    expect(getNextJoinWindowChange([], new Date())).toBeNull();
  });
});
