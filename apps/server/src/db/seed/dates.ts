import { addCalendarDays, toAcademyDay, toAcademyInstant } from '@campus/contract';

/**
 * Every date of the demo academy is written relative to `now` through this clock, so the academy
 * always looks alive: day(-30) is a month ago, at(2, '18:00') is the day after tomorrow at 18:00.
 */
export interface DemoClock {
  readonly now: Date;
  /** Today in Madrid, 'YYYY-MM-DD'. */
  readonly today: string;
  /** The Madrid day `offset` days from today. */
  day(offset: number): string;
  /** The instant of `hhmm` Madrid time on the day `offset` days from today (midnight by default). */
  at(offset: number, hhmm?: string): Date;
  /** The first day of the month `monthOffset` months from this one, 'YYYY-MM-DD'. */
  monthStart(monthOffset: number): string;
  /** Days from today to a 'YYYY-MM-DD' day (negative when it is past). */
  offsetOf(isoDay: string): number;
  /** `now` moved by a number of minutes. */
  minutesFromNow(minutes: number): Date;
}

export function createDemoClock(now: Date): DemoClock {
  const today = toAcademyDay(now);
  return {
    now,
    today,
    day: (offset) => addCalendarDays(today, offset),
    at: (offset, hhmm = '00:00') => toAcademyInstant(addCalendarDays(today, offset), hhmm),
    monthStart: (monthOffset) => {
      const [y, m] = today.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(y, m - 1 + monthOffset, 1)).toISOString().slice(0, 10);
    },
    offsetOf: (isoDay) => Math.round((Date.parse(isoDay) - Date.parse(today)) / 86_400_000),
    minutesFromNow: (minutes) => new Date(now.getTime() + minutes * 60_000),
  };
}
