import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { inAcademyTime, toAcademyDay, toAcademyInstant, toAcademyTime } from './academy-time';

// The conversions keep answers per UTC hour (and per input): they must read exactly what date-fns reads.
describe('academy time conversions kept per hour', () => {
  const direct = (ms: number) => ({ day: format(ms, 'yyyy-MM-dd', { in: inAcademyTime }), time: format(ms, 'HH:mm:ss', { in: inAcademyTime }) });

  it('read every instant like date-fns, around daylight-saving changes, on odd seconds and before 1980', () => {
    const instants: number[] = [];
    // Each hour around the 2026 spring and autumn changes, at varied minutes and seconds, twice (kept the second time).
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(1981, 2, 29, 1), Date.UTC(2040, 9, 28, 1)]) {
      for (let h = -4; h <= 4; h++) for (const offset of [0, 1, 59_999, 61_001, 1_799_999, 3_599_999]) instants.push(change + h * 3_600_000 + offset);
    }
    // Pseudo-random instants from 1960 to 2060, and a few before any whole-hour rule.
    let seed = 7;
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      instants.push(Date.UTC(1960, 0, 1) + Math.floor((seed / 2 ** 31) * 100 * 365.25 * 86_400_000));
    }
    instants.push(Date.UTC(1900, 5, 1, 23, 50, 30), Date.UTC(1979, 11, 31, 23, 30));
    for (let round = 0; round < 2; round++) {
      for (const ms of instants) {
        expect({ day: toAcademyDay(ms), time: toAcademyTime(ms) }).toEqual(direct(ms));
        expect({ day: toAcademyDay(new Date(ms)), time: toAcademyTime(new Date(ms)) }).toEqual(direct(ms));
      }
    }
  });

  it('answers a fresh Date for a kept instant, so a caller changing it changes nothing else', () => {
    const first = toAcademyInstant('2026-10-25', '02:30');
    first.setTime(0);
    expect(toAcademyInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('still refuses an invalid instant', () => {
    expect(() => toAcademyDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
