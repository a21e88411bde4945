import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatDayMonthTime, formatTime } from './format-date-time';

// Fixed instants on the viewer's clock (local Date parts), so the test reads the same in any zone.
const at = (year: number, month: number, day: number, hours: number, minutes: number) => new Date(year, month - 1, day, hours, minutes).toISOString();

describe('one Spanish date style (day, short month, 24-hour time)', () => {
  it('keeps the time of an instant of an earlier day, as of one of today', () => {
    expect(formatDayMonthTime(at(2026, 11, 23, 9, 5))).toBe('23 nov, 09:05');
    expect(formatDayMonthTime(at(2026, 11, 20, 17, 30))).toBe('20 nov, 17:30');
    expect(formatDayMonthTime(at(2025, 12, 31, 23, 30))).toBe('31 dic, 23:30');
  });

  it("writes the moments of messages on the viewer's clock", () => {
    expect(formatDayMonth(at(2026, 12, 1, 0, 30))).toBe('1 dic');
    expect(formatTime(at(2026, 12, 1, 0, 30))).toBe('00:30');
  });

  it('answers null for what is not a date', () => {
    expect(formatDayMonthTime('no es una fecha')).toBeNull();
  });
});
