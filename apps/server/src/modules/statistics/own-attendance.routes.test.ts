import { toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createActivityRecord, createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// A clock the tests move: the held classes depend on "now". 08:00 UTC (10:00 in Madrid), so two hours later is the
// same academy day (the day is in the key: the next-class test must not pass by crossing midnight).
let clock = new Date('2026-06-10T08:00:00Z');
let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(clock.getTime() + hours * HOUR);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A student of a group with two live classes held (one joined) and one starting in two hours. */
async function createStudent() {
  const { group } = await createFormationWithGroup(db, { group: { edu_fechainicioclases: hoursFromNow(-24 * 30) } });
  const student = await createContact(db);
  await createEnrolment(db, student, group);
  const live = (hours: number) => createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: hoursFromNow(hours) });
  const [joined, missed, upcoming] = [await live(-48), await live(-24), await live(2)];
  await createActivityRecord(db, student.edu_codigocontacto, { metadata: { id_evento: joined.id, id_grupo: group.edu_codigoformacion } });
  // A day-long session: one test moves the clock past the next class.
  const token = await createSession(db, student.edu_codigocontacto, { now: clock, ttlMs: 24 * HOUR });
  const own = () =>
    t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia/propia', headers: auth(token), payload: { formation: group.edu_codigoformacion } });
  const join = (eventId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/actividades/asistencia',
      headers: auth(token),
      payload: {
        actividades: [
          {
            tipo_actividad_id: 3,
            edu_codigocontacto: student.edu_codigocontacto,
            hasActivity: true,
            metadata: { id_evento: eventId, id_grupo: group.edu_codigoformacion },
          },
        ],
      },
    });
  return { group, student, token, own, join, classes: { joined, missed, upcoming } };
}

describe('own attendance served again: POST /api/actividades/media-asistencia/propia', () => {
  it('answers a warm read without asking the database', async () => {
    const s = await createStudent();
    expect((await s.own()).json()).toEqual({ status: 'ok', data: { data: { media: 50, asistidas: 1, clases: 2 } } });
    const { result, statements } = await t.recordQueries(() => s.own());
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ status: 'ok', data: { data: { media: 50, asistidas: 1, clases: 2 } } });
    expect(statements).toEqual([]);
  });

  it('counts a class joined through POST /api/actividades/asistencia in the very next read', async () => {
    const s = await createStudent();
    await s.own();
    expect((await s.join(s.classes.missed.id)).statusCode).toBe(201);
    expect((await s.own()).json().data.data).toEqual({ media: 100, asistidas: 2, clases: 2 });
  });

  it('keeps the answer through other records: a view, or another student’s join, asks nothing again', async () => {
    const s = await createStudent();
    const classmate = await createContact(db);
    await createEnrolment(db, classmate, s.group);
    const classmateToken = await createSession(db, classmate.edu_codigocontacto);
    await s.own();
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/actividades/asistencia',
      headers: auth(s.token),
      payload: { actividades: [{ tipo_actividad_id: 4, edu_codigocontacto: s.student.edu_codigocontacto, metadata: { id_evento: s.classes.missed.id } }] },
    });
    expect(view.statusCode).toBe(201);
    const joinOfClassmate = await t.app.inject({
      method: 'POST',
      url: '/api/actividades/asistencia',
      headers: auth(classmateToken),
      payload: { actividades: [{ tipo_actividad_id: 3, edu_codigocontacto: classmate.edu_codigocontacto, metadata: { id_evento: s.classes.missed.id } }] },
    });
    expect(joinOfClassmate.statusCode).toBe(201);
    const { result, statements } = await t.recordQueries(() => s.own());
    expect(result.json().data.data).toEqual({ media: 50, asistidas: 1, clases: 2 });
    expect(statements).toEqual([]);
  });

  it('counts the next class once it has started, with no write in between', async () => {
    const s = await createStudent();
    const start = clock;
    const classStart = s.classes.upcoming.start_date!.getTime();
    try {
      // 20 s before and after the start: well within the safety TTL, the same academy day.
      clock = new Date(classStart - 20_000);
      expect((await s.own()).json().data.data).toEqual({ media: 50, asistidas: 1, clases: 2 });
      expect((await t.recordQueries(() => s.own())).statements).toEqual([]);
      clock = new Date(classStart + 20_000);
      expect(toAcademyDay(clock)).toBe(toAcademyDay(start));
      expect((await s.own()).json().data.data).toEqual({ media: 33.33, asistidas: 1, clases: 3 });
    } finally {
      clock = start;
    }
  });

  it('shows a live class added to the group in the next read (every event write announces itself)', async () => {
    const s = await createStudent();
    await s.own();
    // The factory writes behind the app's back; the test app announces it as the app's own event writes do.
    await createEvent(db, { event_type: 'taller', formations: [s.group.edu_codigoformacion], start_date: hoursFromNow(-5) });
    expect((await s.own()).json().data.data).toEqual({ media: 33.33, asistidas: 1, clases: 3 });
  });
});
