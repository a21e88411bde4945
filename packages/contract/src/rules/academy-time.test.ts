import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, crmDay, formatDayEs, getWeekday, inAcademyTime, toAcademyDate, toAcademyDay, toAcademyInstant, toAcademyTime } from './academy-time';

// 2026: summer time starts on Sunday 29 March (02:00 → 03:00) and ends on Sunday 25 October (03:00 → 02:00).
describe('academy time (Europe/Madrid)', () => {
  describe('toAcademyDay and toAcademyTime', () => {
    it('read the Madrid wall clock, not UTC nor the machine zone', () => {
      // 23:30 UTC on 14 January is already the 15th in Madrid (UTC+1).
      expect(toAcademyDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
      expect(toAcademyTime(new Date('2026-01-14T23:30:00Z'))).toBe('00:30:00');
      // 22:30 UTC on 14 July is already the 15th in Madrid (UTC+2).
      expect(toAcademyDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
      expect(toAcademyTime(new Date('2026-07-14T22:30:00Z'))).toBe('00:30:00');
    });

    it('jump from 01:59:59 to 03:00:00 on the last Sunday of March', () => {
      expect(toAcademyTime(new Date('2026-03-29T00:59:59Z'))).toBe('01:59:59');
      expect(toAcademyTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00:00');
      expect(toAcademyDay(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    });

    it('read 02:30 twice on the last Sunday of October', () => {
      expect(toAcademyTime(new Date('2026-10-25T00:30:00Z'))).toBe('02:30:00');
      expect(toAcademyTime(new Date('2026-10-25T01:30:00Z'))).toBe('02:30:00');
      expect(toAcademyTime(new Date('2026-10-25T02:00:00Z'))).toBe('03:00:00');
    });

    it('turn the day at Madrid midnight on both sides of each change', () => {
      expect(toAcademyDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
      expect(toAcademyDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29'); // still winter time at midnight
      expect(toAcademyDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
      expect(toAcademyDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30'); // summer time by the next midnight
      expect(toAcademyDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
      expect(toAcademyDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25'); // summer time at midnight
      expect(toAcademyDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
      expect(toAcademyDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26'); // winter time by the next midnight
    });
  });

  describe('toAcademyInstant', () => {
    it('gives the instant a Madrid clock shows the day and time, in winter and in summer', () => {
      expect(toAcademyInstant('2026-01-15', '18:00').toISOString()).toBe('2026-01-15T17:00:00.000Z');
      expect(toAcademyInstant('2026-07-15', '18:00').toISOString()).toBe('2026-07-15T16:00:00.000Z');
      expect(toAcademyInstant('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
      expect(toAcademyInstant('2026-07-15', '09:15:30').toISOString()).toBe('2026-07-15T07:15:30.000Z');
    });

    it('uses the offset of the day itself around the March change', () => {
      expect(toAcademyInstant('2026-03-28', '12:00').toISOString()).toBe('2026-03-28T11:00:00.000Z');
      expect(toAcademyInstant('2026-03-29', '00:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
      expect(toAcademyInstant('2026-03-29', '01:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
      expect(toAcademyInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
      expect(toAcademyInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    });

    it('reads a time the March change skips one hour later, as the clock does', () => {
      const skipped = toAcademyInstant('2026-03-29', '02:30');
      expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(toAcademyTime(skipped)).toBe('03:30:00');
    });

    it('uses the offset of the day itself around the October change, the repeated hour on its first pass', () => {
      expect(toAcademyInstant('2026-10-25', '00:00').toISOString()).toBe('2026-10-24T22:00:00.000Z');
      expect(toAcademyInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
      expect(toAcademyInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
      expect(toAcademyInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(toAcademyInstant('2026-10-25', '02:59:59').toISOString()).toBe('2026-10-25T00:59:59.000Z');
      expect(toAcademyInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
      expect(toAcademyInstant('2026-10-26', '00:00').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    });

    it('round-trips with toAcademyDay and toAcademyTime through a whole year of noons and midnights', () => {
      for (let offset = 0; offset < 366; offset += 1) {
        const day = addCalendarDays('2026-01-01', offset);
        for (const time of ['00:00:00', '12:00:00', '23:59:59']) {
          const instant = toAcademyInstant(day, time);
          expect({ day: toAcademyDay(instant), time: toAcademyTime(instant) }).toEqual({ day, time });
        }
      }
    });

    it('refuses what is not a day or a time', () => {
      expect(() => toAcademyInstant('15/01/2026')).toThrow(RangeError);
      expect(() => toAcademyInstant('2026-01-15', '6 pm')).toThrow(RangeError);
    });
  });

  describe('calendar days', () => {
    it('adds whole days across month, year and daylight-saving changes', () => {
      expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
      expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
      expect(addCalendarDays('2026-10-25', 1)).toBe('2026-10-26');
      expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    });

    it('numbers weekdays from Monday (0) to Sunday (6)', () => {
      expect(getWeekday('2026-03-23')).toBe(0);
      expect(getWeekday('2026-03-29')).toBe(6);
      expect(getWeekday('2026-10-25')).toBe(6);
    });
  });

  describe('crmDay', () => {
    it('reads a CRM midnight in Madrid as its own day in winter and in summer', () => {
      expect(crmDay('2026-01-14T23:00:00Z')).toBe('2026-01-15');
      expect(crmDay('2026-07-14T22:00:00Z')).toBe('2026-07-15');
      expect(crmDay(toAcademyInstant('2026-03-29'))).toBe('2026-03-29');
      expect(crmDay(toAcademyInstant('2026-10-25'))).toBe('2026-10-25');
      expect(crmDay('2026-10-25')).toBe('2026-10-25');
    });
  });

  describe('formatting in academy time', () => {
    it('lets date-fns format an instant on the Madrid clock', () => {
      const instant = new Date('2026-10-25T01:30:00Z');
      expect(format(instant, 'yyyy-MM-dd HH:mm xxx', { in: inAcademyTime })).toBe('2026-10-25 02:30 +01:00');
      expect(format(toAcademyDate(instant), 'HH:mm')).toBe('02:30');
      expect(toAcademyDate('2026-07-15T16:00:00Z').getHours()).toBe(18);
    });
  });

  it('writes a day of the availability messages as the tree does: day, short month, year', () => {
    expect(formatDayEs('2026-11-30')).toBe('30 nov 2026');
    expect(formatDayEs('2026-12-01')).toBe('1 dic 2026');
    expect(formatDayEs('2027-01-05T00:00:00')).toBe('5 ene 2027');
  });
});

describe('toAcademyDay and toAcademyTime read every hour as date-fns does in Madrid', () => {
  it('agrees for each hour of a year with both daylight-saving changes', () => {
    const zone = inAcademyTime;
    const disagreements: string[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 60 * 60 * 1000 + 61 * 1000) {
      const expected = format(ms, 'yyyy-MM-dd HH:mm:ss', { in: zone });
      const actual = `${toAcademyDay(ms)} ${toAcademyTime(ms)}`;
      if (actual !== expected) disagreements.push(`${new Date(ms).toISOString()}: ${actual} ≠ ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });
});
