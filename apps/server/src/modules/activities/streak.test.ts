import { describe, expect, it } from 'vitest';
import { computeStreak, computeWeeklyAverage } from './streak';

const days = (...list: string[]) => new Set(list);

describe('computeStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(computeStreak(days('2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'), '2026-03-10')).toBe(3);
  });
  it('keeps yesterday’s streak while today has no activity yet', () => {
    expect(computeStreak(days('2026-03-09', '2026-03-08'), '2026-03-10')).toBe(2);
  });
  it('is 0 after a day without activity, and crosses month ends', () => {
    expect(computeStreak(days('2026-03-08'), '2026-03-10')).toBe(0);
    expect(computeStreak(days('2026-03-01', '2026-02-28', '2026-02-27'), '2026-03-01')).toBe(3);
  });
});

describe('computeWeeklyAverage', () => {
  it('averages the last 28 days per week', () => {
    expect(computeWeeklyAverage(days('2026-03-10', '2026-03-09', '2026-02-11', '2026-02-10'), '2026-03-10')).toBe(0.75);
    expect(computeWeeklyAverage(days(), '2026-03-10')).toBe(0);
  });
});
