import { addCalendarDays } from '@campus/contract';

/** Days (today included) over which the average of connected days per week is taken. */
export const CONNECTION_AVERAGE_DAYS = 28;

/**
 * The day streak (racha): consecutive active days ending today, or ending yesterday while today has no
 * activity yet (the streak is not lost until the day is over). Days are 'YYYY-MM-DD'.
 */
export function computeStreak(activeDays: ReadonlySet<string>, today: string): number {
  let day = activeDays.has(today) ? today : addCalendarDays(today, -1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = addCalendarDays(day, -1);
  }
  return streak;
}

/** Average connected days per week over the last four weeks (today included), with 2 decimals. */
export function computeWeeklyAverage(activeDays: ReadonlySet<string>, today: string): number {
  const since = addCalendarDays(today, -(CONNECTION_AVERAGE_DAYS - 1));
  const recent = [...activeDays].filter((day) => day >= since && day <= today).length;
  return Math.round((recent / (CONNECTION_AVERAGE_DAYS / 7)) * 100) / 100;
}
