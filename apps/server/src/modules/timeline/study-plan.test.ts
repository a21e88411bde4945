import { getWeekday } from '@campus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusyStretch,
  dayStartMinutes,
  DEFAULT_ITEM_MINUTES,
  itemMinutes,
  type PendingItem,
  planStudySessions,
  type PlanWindow,
  toCapacityMinutes,
} from './study-plan';

// 2026-11-23 is a Monday.
const MONDAY = '2026-11-23';
const items = (...minutes: number[]): PendingItem[] => minutes.map((m, index) => ({ id: index + 1, minutes: m }));
const from = (firstDay: string, more: Partial<PlanWindow> = {}): PlanWindow => ({ firstDay, lastDay: null, earliestOnFirstDay: 0, busy: new Map(), ...more });
/** Sessions as 'id@day+HH:MM/minutes'. */
const compact = (plan: ReturnType<typeof planStudySessions>) =>
  plan?.map((s) => `${s.id}@${s.day}+${String(Math.floor(s.start / 60)).padStart(2, '0')}:${String(s.start % 60).padStart(2, '0')}/${s.minutes}`);

describe('planStudySessions (table)', () => {
  const cases: { name: string; items: PendingItem[]; capacity: number[]; first: string; expected: string[] }[] = [
    {
      name: 'fills each day with its hours, in order',
      items: items(60, 60, 60),
      capacity: [120, 120, 120, 120, 120, 120, 120],
      first: MONDAY,
      expected: ['1@2026-11-23+09:00/60', '2@2026-11-23+10:00/60', '3@2026-11-24+09:00/60'],
    },
    {
      name: 'skips days without hours (weekly mode: only Wednesday and Saturday)',
      items: items(90, 90, 30),
      capacity: [0, 0, 120, 0, 0, 120, 0],
      first: MONDAY,
      expected: ['1@2026-11-25+09:00/90', '2@2026-11-28+09:00/90', '3@2026-11-28+10:30/30'],
    },
    {
      name: 'never places a later item on an earlier day, even if it would fit there',
      items: items(100, 30),
      capacity: [120, 120, 0, 0, 0, 0, 0],
      first: MONDAY,
      expected: ['1@2026-11-23+09:00/100', '2@2026-11-24+09:00/30'],
    },
    {
      name: 'an item longer than a whole day takes that day alone, trimmed to its hours',
      items: items(30, 300, 30),
      capacity: [60, 60, 60, 60, 60, 60, 60],
      first: MONDAY,
      expected: ['1@2026-11-23+09:00/30', '2@2026-11-24+09:00/60', '3@2026-11-25+09:00/30'],
    },
    {
      name: 'starts on the first day given (a Thursday) and wraps the week',
      items: items(60, 60),
      capacity: [60, 0, 0, 0, 0, 0, 0],
      first: '2026-11-26',
      expected: ['1@2026-11-30+09:00/60', '2@2026-12-07+09:00/60'],
    },
    { name: 'nothing pending plans nothing', items: [], capacity: [60, 0, 0, 0, 0, 0, 0], first: MONDAY, expected: [] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(compact(planStudySessions(c.items, c.capacity, from(c.first)))).toEqual(c.expected);
    });
  }

  it('refuses a week without hours or with negative hours', () => {
    expect(() => planStudySessions(items(60), [0, 0, 0, 0, 0, 0, 0], from(MONDAY))).toThrow(RangeError);
    expect(() => planStudySessions(items(60), [60, -1, 0, 0, 0, 0, 0], from(MONDAY))).toThrow(RangeError);
  });
});

describe("planStudySessions in time (issue 29: from now, around the student's events, within the course)", () => {
  const hour = (h: number, m = 0) => h * 60 + m;
  it('starts today at the next quarter after now, never at 09:00 when it is already 12:07', () => {
    expect(compact(planStudySessions(items(60, 60), [120, 120, 120, 120, 120, 120, 120], from(MONDAY, { earliestOnFirstDay: hour(12, 7) })))).toEqual([
      '1@2026-11-23+12:15/60',
      '2@2026-11-23+13:15/60',
    ]);
  });
  it('moves to the next day when what is left of today is too short', () => {
    expect(compact(planStudySessions(items(60), [60, 60, 60, 60, 60, 60, 60], from(MONDAY, { earliestOnFirstDay: hour(23, 30) })))).toEqual([
      '1@2026-11-24+09:00/60',
    ]);
  });
  it("goes around the student's events: never on top of one", () => {
    const busy = new Map<string, BusyStretch[]>([[MONDAY, [{ start: hour(9, 30), end: hour(10, 40) }]]]);
    expect(compact(planStudySessions(items(20, 60, 30), [180, 180, 180, 180, 180, 180, 180], from(MONDAY, { busy })))).toEqual([
      '1@2026-11-23+09:00/20',
      '2@2026-11-23+10:45/60',
      '3@2026-11-23+11:45/30',
    ]);
  });
  it('plans nothing after the last day: null when the content does not fit', () => {
    const everyDayHour = [60, 60, 60, 60, 60, 60, 60];
    expect(compact(planStudySessions(items(60, 60), everyDayHour, from(MONDAY, { lastDay: '2026-11-24' })))).toEqual([
      '1@2026-11-23+09:00/60',
      '2@2026-11-24+09:00/60',
    ]);
    expect(planStudySessions(items(60, 60, 60), everyDayHour, from(MONDAY, { lastDay: '2026-11-24' }))).toBeNull();
    expect(planStudySessions(items(60), everyDayHour, from(MONDAY, { lastDay: '2026-11-22' }))).toBeNull();
  });
});

describe('itemMinutes, dayStartMinutes and toCapacityMinutes', () => {
  it.each([
    ['a 45-minute class', '2026-11-23T09:00:00Z', '2026-11-23T09:45:00Z', 45],
    ['rounded up to 5 minutes', '2026-11-23T09:00:00Z', '2026-11-23T09:41:00Z', 45],
    ['no length', '2026-11-23T09:00:00Z', '2026-11-23T09:00:00Z', DEFAULT_ITEM_MINUTES],
    ['a publication window of days', '2026-11-23T09:00:00Z', '2026-11-30T09:00:00Z', DEFAULT_ITEM_MINUTES],
  ])('%s', (_name, start, end, expected) => {
    expect(itemMinutes(new Date(start), new Date(end))).toBe(expected);
  });
  it('starts at 09:00 unless the hours would run past midnight', () => {
    expect(dayStartMinutes(120)).toBe(540);
    expect(dayStartMinutes(20 * 60)).toBe(240);
    expect(dayStartMinutes(24 * 60)).toBe(0);
  });
  it("reads the call's hours, '1' = Monday", () => {
    expect(toCapacityMinutes({ '1': 1.5, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 2 })).toEqual([90, 0, 0, 0, 0, 0, 120]);
  });
});

describe('planStudySessions (properties)', () => {
  const capacityArb = fc
    .array(
      fc.integer({ min: 0, max: 24 * 4 }).map((q) => q * 15),
      { minLength: 7, maxLength: 7 },
    )
    .filter((c) => c.some((m) => m > 0));
  const itemsArb = fc.array(fc.integer({ min: 5, max: 8 * 60 }), { maxLength: 60 }).map((minutes) => items(...minutes));
  const dayArb = fc.integer({ min: 0, max: 800 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));

  const busyArb = fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 20 }), start: fc.integer({ min: 0, max: 95 }), quarters: fc.integer({ min: 1, max: 16 }) }),
    { maxLength: 30 },
  );

  it('never overlaps a busy stretch nor starts before now on the first day', () => {
    fc.assert(
      fc.property(itemsArb, capacityArb, dayArb, busyArb, fc.integer({ min: 0, max: 24 * 60 - 1 }), (pending, capacity, first, stretches, now) => {
        const busy = new Map<string, BusyStretch[]>();
        for (const s of stretches) {
          const day = new Date(Date.parse(`${first}T00:00:00Z`) + s.day * 86_400_000).toISOString().slice(0, 10);
          busy.set(day, [...(busy.get(day) ?? []), { start: s.start * 15, end: Math.min(24 * 60, s.start * 15 + s.quarters * 15) }]);
        }
        const plan = planStudySessions(pending, capacity, from(first, { busy, earliestOnFirstDay: now }))!;
        expect(plan.map((s) => s.id)).toEqual(pending.map((p) => p.id));
        for (const session of plan) {
          if (session.day === first) expect(session.start).toBeGreaterThanOrEqual(now);
          expect(session.start + session.minutes).toBeLessThanOrEqual(24 * 60);
          for (const stretch of busy.get(session.day) ?? []) expect(session.start < stretch.end && session.start + session.minutes > stretch.start).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('no day over its hours, order kept, every item once, nothing before the first day', () => {
    fc.assert(
      fc.property(itemsArb, capacityArb, dayArb, (pending, capacity, first) => {
        const plan = planStudySessions(pending, capacity, from(first))!;
        // Every pending item placed exactly once, in the given order.
        expect(plan.map((s) => s.id)).toEqual(pending.map((p) => p.id));
        const perDay = new Map<string, number>();
        let previous: { day: string; start: number; minutes: number } | null = null;
        for (const [index, session] of plan.entries()) {
          expect(session.day >= first).toBe(true);
          const cap = capacity[getWeekday(session.day)]!;
          expect(cap).toBeGreaterThan(0);
          // Never longer than asked; trimmed only when longer than the whole day.
          expect(session.minutes).toBe(Math.min(pending[index]!.minutes, cap));
          perDay.set(session.day, (perDay.get(session.day) ?? 0) + session.minutes);
          if (previous) expect(session.day > previous.day || (session.day === previous.day && session.start >= previous.start + previous.minutes)).toBe(true);
          previous = session;
        }
        for (const [day, used] of perDay) expect(used).toBeLessThanOrEqual(capacity[getWeekday(day)]!);
      }),
      { numRuns: 300 },
    );
  });
});
