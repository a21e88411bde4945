import { requestsAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventContacts, eventFormations, eventOrganizers, events } from '../schema';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDemoClock } from './dates';
import { demoContactCodes as C, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo tutoring requests', () => {
  it('gives the demo student one request of each status, the approved ones with their private tutoría, and the teacher theirs', async () => {
    const db = t.database.db;
    const clock = createDemoClock(now);
    const studentToken = await createSession(db, C.student, { now });
    const answer = await t.app.inject({ method: 'GET', url: `/api/requests/student/${C.student}`, headers: { authorization: `Bearer ${studentToken}` } });
    const requests = requestsAnswerSchema.parse(answer.json()).requests;
    expect(requests.map((r) => [r.status, r.date])).toEqual([
      ['pendiente', clock.day(3)],
      ['rechazado', clock.day(2)],
      ['aprobado', clock.day(1)],
      ['aprobado', clock.day(-6)],
    ]);
    expect(requests.find((r) => r.status === 'rechazado')!.response).toMatch(/hospital/);

    for (const approved of requests.filter((r) => r.status === 'aprobado')) {
      expect(approved.join_url).toMatch(/^https:\/\/meet\.campus\.test\/campus-tutoria-/);
      const [event] = await db.select().from(events).where(eq(events.id, approved.event_id!));
      expect(event).toMatchObject({
        event_type: 'tutorias',
        event_date: approved.date,
        start_date: clock.at(clock.offsetOf(approved.date), approved.start_time),
      });
      expect(await db.select().from(eventFormations).where(eq(eventFormations.event_id, event!.id))).toEqual([]);
      expect((await db.select().from(eventOrganizers).where(eq(eventOrganizers.event_id, event!.id))).map((o) => o.edu_codigocontacto)).toEqual([
        approved.teacher_id,
      ]);
      expect((await db.select().from(eventContacts).where(eq(eventContacts.event_id, event!.id))).map((c) => c.edu_codigocontacto)).toEqual([C.student]);
    }

    const teacherToken = await createSession(db, C.teacher, { now });
    const addressed = requestsAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/requests/teacher/${C.teacher}`, headers: { authorization: `Bearer ${teacherToken}` } })).json(),
    );
    expect(addressed.requests.filter((r) => r.student_id === C.student).map((r) => r.status)).toEqual(['pendiente', 'aprobado', 'aprobado']);
    // Newest first, with his other students' requests (issue 30, seed/teacher-desk.ts): three waiting, one approved.
    expect(addressed.requests.map((r) => r.status)).toEqual(['pendiente', 'pendiente', 'pendiente', 'aprobado', 'pendiente', 'aprobado', 'aprobado']);
  });
});
