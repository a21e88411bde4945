import { describe, expect, it } from 'vitest';
import { applyCalendarChange } from './calendar-cache';
import { makeCalendarEvent } from './calendar-test-factories';

const locked = makeCalendarEvent({
  id: 1,
  title: 'Bloqueado',
  availability: { isAvailable: false, reason: 'extra_unit', availableFrom: null, canPurchase: true, message: 'Este evento pertenece a un producto extra' },
});
const answer = { status: 'ok' as const, events: [locked, makeCalendarEvent({ id: 2 })] };

describe('calendar-changed into a cached range', () => {
  it('removes, updates in place (keeping availability) and adds inside the range', () => {
    const {
      availability: _a,
      days_of_week: _d,
      metadata: _m,
      zoom_id: _z,
      event_original: _o,
      event_rescheduled: _r,
      unidades: _u,
      download: _w,
      ...summary
    } = makeCalendarEvent({ id: 1, title: 'Renombrado' });
    const added = { ...summary, id: 3, title: 'Tutoría aprobada', event_type: 'tutorias' as const };
    const outside = { ...summary, id: 4, start_date: '2027-02-01T09:00:00.000Z', end_date: '2027-02-01T10:00:00.000Z' };
    const next = applyCalendarChange(answer, { events: [summary, added, outside], removedEventIds: [2] }, '2026-11-23', '2026-11-29');
    expect(next.events.map((event) => event.id)).toEqual([1, 3]);
    expect(next.events[0]).toMatchObject({ title: 'Renombrado', availability: { isAvailable: false } });
    expect(next.events[1]).toMatchObject({ title: 'Tutoría aprobada', availability: { isAvailable: true } });
  });

  it('answers the same object when nothing in the range changed', () => {
    expect(applyCalendarChange(answer, { events: [], removedEventIds: [99] }, '2026-11-23', '2026-11-29')).toBe(answer);
  });
});
