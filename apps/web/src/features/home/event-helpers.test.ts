import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAcademyInstant } from '@campus/contract';
import { makeEvent } from '../../test/factories';
import {
  buildAttendance,
  describeEventWhen,
  getEventTypeLabel,
  getHomeEventsRange,
  getUpcomingEvents,
  isEventLive,
  isEventOver,
  pickEventGroup,
  pickNowNext,
  splitFormationNames,
} from './event-helpers';

describe('event helpers', () => {
  it('labels types with the contract labels, and the unnamed ones in Spanish', () => {
    expect(getEventTypeLabel('clases_directo')).toBe('Clase directo');
    expect(getEventTypeLabel('taller')).toBe('Webinar');
    expect(getEventTypeLabel('actividad')).toBe('Tarea');
    expect(getEventTypeLabel('clases_prueba')).toBe('Clases de prueba');
    expect(getEventTypeLabel('reunion')).toBe('Reunión');
  });

  it('shows at most 5 formation names and counts the rest', () => {
    const formations = Array.from({ length: 8 }, (_, index) => ({ value: `G${index}`, label: `Grupo ${index}` }));
    expect(splitFormationNames(formations)).toEqual({ shown: ['Grupo 0', 'Grupo 1', 'Grupo 2', 'Grupo 3', 'Grupo 4'], hiddenCount: 3 });
    expect(splitFormationNames(formations.slice(0, 2))).toEqual({ shown: ['Grupo 0', 'Grupo 1'], hiddenCount: 0 });
  });

  it('keeps events until their join window closes, earliest first', () => {
    const now = new Date('2026-11-21T18:05:00Z');
    const live = makeEvent({ id: 1 });
    const later = makeEvent({ id: 2, start_date: '2026-11-22T09:00:00Z', end_date: '2026-11-22T10:00:00Z' });
    const overExam = makeEvent({ id: 3, event_type: 'examen', start_date: '2026-11-21T08:00:00Z', end_date: '2026-11-21T09:00:00Z' });
    expect(getUpcomingEvents([later, overExam, live], now).map((event) => event.id)).toEqual([1, 2]);
  });

  it('keeps the classes of today that are over (their recording), not those of another day', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const overClass = makeEvent({ id: 4, start_date: '2026-11-21T08:00:00Z', end_date: '2026-11-21T09:00:00Z' });
    const justOver = makeEvent({ id: 5, event_type: 'clases', start_date: '2026-11-21T10:30:00Z', end_date: '2026-11-21T11:49:00Z' });
    const yesterday = makeEvent({ id: 6, start_date: '2026-11-20T08:00:00Z', end_date: '2026-11-20T09:00:00Z' });
    const overMeeting = makeEvent({ id: 7, event_type: 'reunion', start_date: '2026-11-21T08:00:00Z', end_date: '2026-11-21T09:00:00Z' });
    expect(getUpcomingEvents([yesterday, justOver, overMeeting, overClass], now).map((event) => event.id)).toEqual([4, 5]);
    expect(isEventOver(overClass, now)).toBe(true);
    expect(isEventOver(makeEvent({ end_date: '2026-11-21T11:51:00Z' }), now)).toBe(false);
  });

  it("picks the student's own group of the event for the attendance metadata", () => {
    const event = makeEvent({
      formations: [
        { value: 'A', label: 'A' },
        { value: 'B', label: 'B' },
      ],
    });
    expect(pickEventGroup(event, ['B'])).toBe('B');
    expect(pickEventGroup(event, ['Z'])).toBe('A');
    expect(pickEventGroup(makeEvent({ formations: [] }), ['Z'])).toBeNull();
  });

  it('builds the attendance records of joining (3) and checking out (8)', () => {
    expect(buildAttendance('join', 7, 'CT-1', 'G')).toEqual({
      tipo_actividad_id: 3,
      edu_codigocontacto: 'CT-1',
      hasActivity: true,
      metadata: { id_evento: 7, id_grupo: 'G' },
    });
    expect(buildAttendance('check-out', 7, 'CT-1', null).tipo_actividad_id).toBe(8);
  });

  it('asks from today to 30 days later', () => {
    // Days of the academy (Madrid), whatever the machine's zone.
    expect(getHomeEventsRange(toAcademyInstant('2026-12-15', '23:30'))).toEqual({ start_date: '2026-12-15', end_date: '2027-01-14' });
    // Five minutes after midnight a class that ended at 23:58 is still in its join window: yesterday stays in.
    expect(getHomeEventsRange(toAcademyInstant('2026-12-16', '00:05'))).toEqual({ start_date: '2026-12-15', end_date: '2027-01-15' });
    expect(getHomeEventsRange(toAcademyInstant('2026-12-16', '00:10'))).toEqual({ start_date: '2026-12-16', end_date: '2027-01-15' });
  });

  describe.each(['Atlantic/Canary', 'UTC'])('on a %s clock', (zone) => {
    const machineZone = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    });

    it("shows an all-day task on the academy's day (Saturday 28, not Friday 27)", () => {
      const task = makeEvent({ all_day: true, event_type: 'actividad', start_date: '2026-11-27T23:00:00.000Z', end_date: '2026-11-28T23:00:00.000Z' });
      expect(describeEventWhen(task, 'Todo el día')).toBe('sábado, 28 nov · Todo el día');
    });

    it('shows a timed class at the hour of Madrid, naming it', () => {
      const live = makeEvent({ all_day: false, start_date: '2026-11-24T15:00:00.000Z', end_date: '2026-11-24T17:00:00.000Z' });
      expect(describeEventWhen(live, 'Todo el día')).toBe('martes, 24 nov · 16:00–18:00 (hora de Madrid)');
    });

    it("asks for the academy's days", () => {
      // 23:30 in the Canary Islands and in UTC is already the 16th in Madrid.
      expect(getHomeEventsRange(new Date('2026-12-15T23:30:00Z'))).toEqual({ start_date: '2026-12-16', end_date: '2027-01-15' });
    });
  });
});

describe('now / next and the live badge (issue 29 item 6)', () => {
  const task = makeEvent({
    id: 2,
    all_day: true,
    join_url: null,
    event_type: 'actividad',
    start_date: '2026-11-21T00:00:00Z',
    end_date: '2026-11-21T23:59:00Z',
  });
  const liveClass = makeEvent({ id: 3 });
  const later = makeEvent({ id: 4, start_date: '2026-11-22T09:00:00Z', end_date: '2026-11-22T10:00:00Z' });

  it("never calls an all-day task or test 'En directo'; a timed class is, from its start to its end", () => {
    expect(isEventLive(task, new Date('2026-11-21T12:00:00Z'))).toBe(false);
    expect(isEventLive(liveClass, new Date('2026-11-21T17:30:00Z'))).toBe(true);
    expect(isEventLive(liveClass, new Date('2026-11-21T16:55:00Z'))).toBe(false);
  });

  it('picks the class to join now (its window counts), else the next timed event, never an all-day one', () => {
    expect(pickNowNext([task, liveClass, later], new Date('2026-11-21T16:52:00Z'))).toEqual({ kind: 'now', event: liveClass });
    expect(pickNowNext([task, liveClass, later], new Date('2026-11-21T12:00:00Z'))).toEqual({ kind: 'next', event: liveClass });
    expect(pickNowNext([task, liveClass, later], new Date('2026-11-21T18:30:00Z'))).toEqual({ kind: 'next', event: later });
    expect(pickNowNext([task], new Date('2026-11-21T12:00:00Z'))).toBeNull();
  });

  it('counts an under-way class without a web link as now, and a window with an unsafe link as not yet', () => {
    const noLink = makeEvent({ id: 5, join_url: null });
    expect(pickNowNext([noLink], new Date('2026-11-21T17:10:00Z'))).toEqual({ kind: 'now', event: noLink });
    const unsafe = makeEvent({ id: 6, join_url: 'javascript:alert(1)' });
    expect(pickNowNext([unsafe], new Date('2026-11-21T16:55:00Z'))).toEqual({ kind: 'next', event: unsafe });
  });
});
