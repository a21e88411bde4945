import { describe, expect, it } from 'vitest';
import { addCalendarMonths, formatPeriodTitle, monthGridDays, shiftAnchor, startOfWeekDay, visibleDays, visibleRange, weekdayNames } from './calendar-grid';

describe('calendar grid (spec 001 §2)', () => {
  it('starts weeks on Monday, with Spanish weekday names', () => {
    expect(startOfWeekDay('2026-11-24')).toBe('2026-11-23');
    expect(startOfWeekDay('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeekDay('2026-11-29')).toBe('2026-11-23');
    expect(weekdayNames.map((name) => name.long)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  });

  it('lays a month out in whole Monday-first weeks', () => {
    const days = monthGridDays('2026-11-24');
    // November 2026 starts on a Sunday and ends on a Monday: 26 Oct … 6 Dec, six weeks.
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGridDays('2027-02-10')).toHaveLength(28);
    expect(monthGridDays('2027-02-10')[0]).toBe('2027-02-01');
  });

  it('moves the month view one month, across the year', () => {
    expect(shiftAnchor('month', '2026-11-24', 1, 7)).toBe('2026-12-01');
    expect(shiftAnchor('month', '2026-12-31', 1, 7)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-31', -1, 7)).toBe('2025-12-01');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-01');
  });

  it('moves the week view 7 days on desktop, 3 on tablets and 1 on phones', () => {
    expect(visibleDays('week', '2026-11-26', 7)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(shiftAnchor('week', '2026-11-26', 1, 7)).toBe('2026-11-30');
    expect(visibleDays('week', '2026-11-24', 3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(shiftAnchor('week', '2026-11-24', 1, 3)).toBe('2026-11-27');
    expect(shiftAnchor('week', '2026-11-24', -1, 3)).toBe('2026-11-21');
    expect(visibleDays('week', '2026-11-24', 1)).toEqual(['2026-11-24']);
    expect(shiftAnchor('week', '2026-11-24', 1, 1)).toBe('2026-11-25');
  });

  it('counts days, not hours, over the daylight-saving changes', () => {
    // Madrid: 29 Mar 2026 has 23 hours, 25 Oct 2026 has 25.
    expect(visibleDays('week', '2026-03-29', 7)).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(shiftAnchor('week', '2026-03-29', 1, 1)).toBe('2026-03-30');
    expect(shiftAnchor('week', '2026-10-24', 1, 3)).toBe('2026-10-27');
    expect(visibleDays('week', '2026-10-25', 3)).toEqual(['2026-10-25', '2026-10-26', '2026-10-27']);
    expect(shiftAnchor('week', '2026-10-26', -1, 7)).toBe('2026-10-19');
  });

  it('names the period in Spanish', () => {
    expect(formatPeriodTitle('month', '2026-11-24', 7)).toBe('Noviembre 2026');
    expect(formatPeriodTitle('week', '2026-11-24', 7)).toBe('23 – 29 nov 2026');
    expect(formatPeriodTitle('week', '2026-11-30', 3)).toBe('30 nov – 2 dic 2026');
    expect(formatPeriodTitle('week', '2026-11-24', 1)).toBe('Martes, 24 nov 2026');
    expect(visibleRange('month', '2026-11-24', 7)).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06' });
  });
});
