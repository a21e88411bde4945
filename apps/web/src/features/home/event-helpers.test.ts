import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../test/factories';
import {
  buildAttendance,
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
  it('labels types with the contract labels, capitalising the others', () => {
    expect(getEventTypeLabel('clases_directo')).toBe('Clase directo');
    expect(getEventTypeLabel('taller')).toBe('Webinar');
    expect(getEventTypeLabel('actividad')).toBe('Tarea');
    expect(getEventTypeLabel('clases_prueba')).toBe('Clases prueba');
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
    expect(getHomeEventsRange(new Date(2026, 11, 15, 23, 30))).toEqual({ start_date: '2026-12-15', end_date: '2027-01-14' });
    // Five minutes after midnight a class that ended at 23:58 is still in its join window: yesterday stays in.
    expect(getHomeEventsRange(new Date(2026, 11, 16, 0, 5))).toEqual({ start_date: '2026-12-15', end_date: '2027-01-15' });
    expect(getHomeEventsRange(new Date(2026, 11, 16, 0, 10))).toEqual({ start_date: '2026-12-16', end_date: '2027-01-15' });
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
