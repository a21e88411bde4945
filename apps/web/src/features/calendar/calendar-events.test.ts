import { describe, expect, it } from 'vitest';
import { bucketByDay, filterByGroups, layoutDay, orderDayEvents, placeEvent, placeEvents } from './calendar-events';
import { makeCalendarEvent, TEST_GROUP } from './calendar-test-factories';

const at = (id: number, start: string, end: string, overrides = {}) =>
  makeCalendarEvent({ id, title: `Evento ${id}`, start_date: start, end_date: end, ...overrides });

describe('placing events on Madrid days', () => {
  it('reads days and minutes on the Madrid clock', () => {
    const item = placeEvent(at(1, '2026-11-24T22:30:00.000Z', '2026-11-24T23:30:00.000Z'));
    // 23:30 UTC is already the 25th in Madrid (UTC+1 in winter).
    expect(item).toMatchObject({ startDay: '2026-11-24', endDay: '2026-11-25', startTime: '23:30', endTime: '00:30', isAllDay: true });
    const evening = placeEvent(at(2, '2026-11-24T17:00:00.000Z', '2026-11-24T23:00:00.000Z'));
    // Ending at midnight keeps it on one evening.
    expect(evening).toMatchObject({ startDay: '2026-11-24', endDay: '2026-11-24', startMinute: 18 * 60, endMinute: 24 * 60, isAllDay: false });
  });

  it('keeps the wall-clock hour on daylight-saving days', () => {
    // 25 Oct 2026: 01:30 UTC is 02:30 CET (after the change); 29 Mar 2026: 01:30 UTC is 03:30 CEST.
    expect(placeEvent(at(1, '2026-10-25T01:30:00.000Z', '2026-10-25T02:30:00.000Z'))).toMatchObject({
      startDay: '2026-10-25',
      startTime: '02:30',
      endTime: '03:30',
      startMinute: 150,
    });
    expect(placeEvent(at(2, '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'))).toMatchObject({
      startDay: '2026-03-29',
      startTime: '03:30',
      endTime: '04:00',
    });
    // A summer class at 18:00 Madrid is 16:00 UTC; in winter 17:00 UTC: both read 18:00.
    expect(placeEvent(at(3, '2026-10-23T16:00:00.000Z', '2026-10-23T17:00:00.000Z'))?.startTime).toBe('18:00');
    expect(placeEvent(at(4, '2026-10-30T17:00:00.000Z', '2026-10-30T18:00:00.000Z'))?.startTime).toBe('18:00');
  });

  it('buckets each event into every day it covers inside the range, in start order', () => {
    const placed = placeEvents([
      at(1, '2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z'),
      at(2, '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'),
      at(3, '2026-11-22T23:00:00.000Z', '2026-11-25T23:00:00.000Z', { all_day: true }),
      at(4, '2026-12-24T08:00:00.000Z', '2026-12-24T09:00:00.000Z'),
    ]);
    const days = bucketByDay(placed, '2026-11-23', '2026-11-29');
    expect(days.get('2026-11-24')?.map((item) => item.event.id)).toEqual([3, 2, 1]);
    expect(days.get('2026-11-23')?.map((item) => item.event.id)).toEqual([3]);
    expect(days.get('2026-11-25')?.map((item) => item.event.id)).toEqual([3]);
    expect(days.has('2026-11-26')).toBe(false);
    expect([...days.keys()].some((day) => day > '2026-11-29')).toBe(false);
  });

  it('buckets 2,000 events in one pass', () => {
    const events = Array.from({ length: 2000 }, (_, index) =>
      at(
        index + 1,
        new Date(Date.UTC(2026, 10, 1 + (index % 30), 8 + (index % 10))).toISOString(),
        new Date(Date.UTC(2026, 10, 1 + (index % 30), 9 + (index % 10))).toISOString(),
      ),
    );
    const placed = placeEvents(events);
    const days = bucketByDay(placed, '2026-10-26', '2026-12-06');
    expect([...days.values()].reduce((sum, list) => sum + list.length, 0)).toBe(2000);
  });

  it('filters by the chosen groups and keeps events without groups', () => {
    const placed = placeEvents([
      at(1, '2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z'),
      at(2, '2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z', { formations: [{ value: 'OTRO', label: 'Otro' }] }),
      at(3, '2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z', { formations: [] }),
    ]);
    expect(filterByGroups(placed, new Set()).length).toBe(3);
    expect(filterByGroups(placed, new Set([TEST_GROUP])).map((item) => item.event.id)).toEqual([1, 3]);
  });
});

describe('week view layout', () => {
  it('puts overlapping events side by side and the others full width', () => {
    const placed = placeEvents([
      at(1, '2026-11-24T08:00:00Z', '2026-11-24T10:00:00Z'),
      at(2, '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z'),
      at(3, '2026-11-24T09:30:00Z', '2026-11-24T11:00:00Z'),
      at(4, '2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z'),
    ]);
    const boxes = new Map(layoutDay(placed).map((box) => [box.item.event.id, box]));
    expect(boxes.get(1)).toMatchObject({ column: 0, columns: 3, top: 9 * 60, bottom: 11 * 60 });
    expect(boxes.get(2)).toMatchObject({ column: 1, columns: 3 });
    expect(boxes.get(3)).toMatchObject({ column: 2, columns: 3 });
    expect(boxes.get(4)).toMatchObject({ column: 0, columns: 1 });
  });

  it('reuses a column once its event has ended', () => {
    const placed = placeEvents([
      at(1, '2026-11-24T08:00:00Z', '2026-11-24T09:00:00Z'),
      at(2, '2026-11-24T08:30:00Z', '2026-11-24T10:00:00Z'),
      at(3, '2026-11-24T09:00:00Z', '2026-11-24T09:30:00Z'),
    ]);
    const boxes = new Map(layoutDay(placed).map((box) => [box.item.event.id, box]));
    expect(boxes.get(3)).toMatchObject({ column: 0, columns: 2 });
  });
});

describe('Madrid wall clock', () => {
  it('agrees with the contract’s clock on every hour of a year, daylight-saving days included', async () => {
    const { toAcademyDay, toAcademyTime } = await import('@campus/contract');
    const { toMadridWallClock } = await import('./calendar-events');
    const start = Date.UTC(2026, 0, 1);
    for (let ms = start; ms < start + 366 * 86_400_000; ms += 17 * 60_000 * 3) {
      expect(toMadridWallClock(ms)).toBe(`${toAcademyDay(ms)}T${toAcademyTime(ms).slice(0, 5)}`);
    }
    // Around the October change: 00:59:59 UTC is 02:59:59 CEST, 01:00 UTC is 02:00 CET.
    expect(toMadridWallClock(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe('2026-10-25T02:59');
    expect(toMadridWallClock(Date.UTC(2026, 9, 25, 1, 0))).toBe('2026-10-25T02:00');
    expect(toMadridWallClock(Date.UTC(2026, 2, 29, 0, 59))).toBe('2026-03-29T01:59');
    expect(toMadridWallClock(Date.UTC(2026, 2, 29, 1, 0))).toBe('2026-03-29T03:00');
  });
});

describe('a day at a glance (issue 29 item 6)', () => {
  it('puts the live class first, then timed events by start, then all-day ones', () => {
    const allDay = (id: number) => at(id, '2026-11-24T00:00:00.000Z', '2026-11-24T23:00:00.000Z', { all_day: true });
    const placed = placeEvents([
      allDay(1),
      allDay(2),
      allDay(3),
      at(4, '2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z'),
      at(5, '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z'),
      at(6, '2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z'),
    ]);
    expect(placed.map((item) => item.event.id)).toEqual([1, 2, 3, 5, 6, 4]);
    expect(orderDayEvents(placed, new Set([6])).map((item) => item.event.id)).toEqual([6, 5, 4, 1, 2, 3]);
    expect(orderDayEvents(placed, new Set()).map((item) => item.event.id)).toEqual([5, 6, 4, 1, 2, 3]);
  });
});
