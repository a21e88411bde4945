import { addCalendarDays, texts, toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { formationTeachers } from '../../db/schema';
import { createContact, createEnrolment, createEvent, createFormationWithGroup, createFreemiumGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const teach = (contactCode: string, groupCode: string) =>
  db.insert(formationTeachers).values({ edu_codigoformacion: groupCode, edu_codigocontacto: contactCode });
const at = (days: number) => new Date(Date.now() + days * 86_400_000);

/** A group with `size` active students, one withdrawn, three timeline events (e1 done by all, e2 by one, e3 by none) and a tutoría. */
async function createClass(size: number) {
  const { parent, group } = await createFormationWithGroup(db);
  const { group: otherGroup } = await createFormationWithGroup(db);
  const students: string[] = [];
  for (let i = 0; i < size; i++) {
    const contact = await createContact(db, { firstname: `Alumno${i}`, lastname: 'Prueba' });
    await createEnrolment(db, contact, group);
    students.push(contact.edu_codigocontacto);
  }
  const withdrawn = await createContact(db);
  await createEnrolment(db, withdrawn, group, { line: { edu_activa: 1 } });
  const done = (codes: readonly string[]) => codes.map((code) => ({ code, completed: 1 as const }));
  const g = [group.edu_codigoformacion];
  const e1 = await createEvent(db, { formations: g, start_date: at(-3), contacts: done([...students, withdrawn.edu_codigocontacto]) });
  const e2 = await createEvent(db, { formations: [parent.edu_codigoformacion], start_date: at(-2), contacts: done(students.slice(0, 1)) });
  const e3 = await createEvent(db, { formations: g, start_date: at(2) });
  await createEvent(db, { event_type: 'tutorias', formations: g, start_date: at(-1), contacts: done(students) });
  const teacher = await createContact(db, { firstname: 'Alberto', lastname: 'Profesor', edu_tipocontacto: '5' });
  await teach(teacher.edu_codigocontacto, group.edu_codigoformacion);
  const otherTeacher = await createContact(db, { edu_tipocontacto: '5' });
  await teach(otherTeacher.edu_codigocontacto, otherGroup.edu_codigoformacion);
  const outsider = await createContact(db);
  await createEnrolment(db, outsider, otherGroup);
  return {
    parent,
    group,
    otherGroup,
    events: { e1, e2, e3 },
    students,
    teacher: await createSession(db, teacher.edu_codigocontacto),
    teacherCode: teacher.edu_codigocontacto,
    otherTeacher: await createSession(db, otherTeacher.edu_codigocontacto),
    student: await createSession(db, students[0]!),
    outsider: await createSession(db, outsider.edu_codigocontacto),
  };
}

describe('GET /api/teaching/groups', () => {
  it('lists the groups the person teaches, by first class day; nothing for a student or no session', async () => {
    const c = await createClass(2);
    const { group: later } = await createFormationWithGroup(db, { group: { edu_fechainicioclases: new Date(Date.now() + 400 * 86_400_000) } });
    await teach(c.teacherCode, later.edu_codigoformacion);
    const answer = await get('/api/teaching/groups', c.teacher);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().formations.map((f: { edu_codigoformacion: string }) => f.edu_codigoformacion)).toEqual([
      c.group.edu_codigoformacion,
      later.edu_codigoformacion,
    ]);
    expect(answer.json().formations[0].edu_principalcodigoformacion).toBe(c.parent.edu_codigoformacion);
    expect((await get('/api/teaching/groups', c.student)).json()).toEqual({ status: 'ok', formations: [] });
    expect((await get('/api/teaching/groups')).statusCode).toBe(401);
  });
});

describe('GET /api/teaching/groups/{groupCode}/timeline-completion', () => {
  it("counts the group's active students who completed each item (no tutorías, no withdrawn students)", async () => {
    const c = await createClass(3);
    const answer = await get(`/api/teaching/groups/${c.group.edu_codigoformacion}/timeline-completion`, c.teacher);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ok',
      students: 3,
      events: [
        { id: c.events.e1.id, completed: 3 },
        { id: c.events.e2.id, completed: 1 },
      ],
    });
  });

  it('refuses (404) a teacher of another group, a student of the group or of another, and a freemium visitor', async () => {
    const c = await createClass(1);
    const { group: trialGroup } = await createFreemiumGroup(db);
    const visitor = await createContact(db, { freemium: true });
    const url = `/api/teaching/groups/${c.group.edu_codigoformacion}/timeline-completion`;
    for (const token of [c.otherTeacher, c.student, c.outsider, await createSession(db, visitor.edu_codigocontacto)]) {
      const answer = await get(url, token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(texts.teaching.groupNotFound);
    }
    expect((await get(`/api/teaching/groups/${trialGroup.edu_codigoformacion}/timeline-completion`, c.teacher)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('issues the same number of statements for 5 and 60 students', async () => {
    const count = async (size: number) => {
      const c = await createClass(size);
      const url = `/api/teaching/groups/${c.group.edu_codigoformacion}/timeline-completion`;
      await get(url, c.teacher); // warm the per-person caches every request shares (session, holdings, group)
      const { result, statements } = await t.recordQueries(() => get(url, c.teacher));
      expect(result.statusCode).toBe(200);
      expect(result.json().students).toBe(size);
      return statements.length;
    };
    const small = await count(5);
    expect(await count(60)).toBe(small);
    expect(small).toBeLessThanOrEqual(2);
  });
});

describe('a teacher who does not study: the timeline of his group, and the student-only parts refused', () => {
  it('answers the timeline of his group with every item open, and no study plan for him', async () => {
    const c = await createClass(1);
    const p = c.parent.edu_codigoformacion;
    const g = c.group.edu_codigoformacion;
    const timeline = await get(`/api/events/timeline/${p}/${g}/${c.teacherCode}`, c.teacher);
    expect(timeline.statusCode).toBe(200);
    const events = timeline.json().events as { id: number; available: boolean }[];
    expect(events.map((event) => event.id)).toEqual([c.events.e1.id, c.events.e2.id, c.events.e3.id]);
    expect(events.every((event) => event.available)).toBe(true);
    const plan = await t.app.inject({
      method: 'POST',
      url: `/api/events/reschedule/${g}/${c.teacherCode}`,
      headers: auth(c.teacher),
      payload: { data: { type: 'daily', hours: 2 } },
    });
    expect([400, 403]).toContain(plan.statusCode);
    // A teacher of another group does not reach this one.
    expect((await get(`/api/events/timeline/${p}/${g}/${c.teacherCode}`, c.otherTeacher)).statusCode).toBe(403);
  });

  it('refuses the streak, the tests space, a tutoring request, enrolment records and the secretary', async () => {
    const c = await createClass(1);
    const code = c.teacherCode;
    const refusals = [
      get(`/api/actividades/${code}/1`, c.teacher),
      get('/api/vilearning/token', c.teacher),
      t.app.inject({
        method: 'POST',
        url: '/api/requests/student/1',
        headers: auth(c.teacher),
        payload: {
          title: 'Dudas',
          teacher_id: code,
          group_id: c.group.edu_codigoformacion,
          date: addCalendarDays(toAcademyDay(new Date()), 2),
          start_time: '17:00',
          end_time: '17:30',
          student_id: code,
        },
      }),
      get(`/api/matriculas/alumno/${code}`, c.teacher),
      get(`/api/matriculas/alumno/info/${code}`, c.teacher),
      get(`/api/user/licencias/${code}`, c.teacher),
      get(`/api/lineaMatriculas/alumno/solicitudes-baja/${code}`, c.teacher),
      t.app.inject({ method: 'POST', url: `/api/adeudos/${code}`, headers: auth(c.teacher), payload: { enrolments: ['MAT-1'] } }),
      get(`/api/contratos/${code}`, c.teacher),
    ];
    for (const [index, answer] of (await Promise.all(refusals)).entries()) {
      expect(answer.statusCode, `call ${index}: ${answer.body.slice(0, 120)}`).toBe(403);
      expect(answer.json().message, `call ${index}`).toBe(texts.teachingShell.studentOnly);
    }
    // The same calls are a student's: his streak still answers.
    expect((await get(`/api/actividades/${c.students[0]}/1`, c.student)).statusCode).toBe(200);
  });

  it('keeps the student-only parts of a teacher who also studies', async () => {
    const { group } = await createFormationWithGroup(db);
    const both = await createContact(db, { edu_tipocontacto: '1,5' });
    await createEnrolment(db, both, group);
    const token = await createSession(db, both.edu_codigocontacto);
    for (const url of [
      `/api/actividades/${both.edu_codigocontacto}/1`,
      `/api/matriculas/alumno/${both.edu_codigocontacto}`,
      `/api/contratos/${both.edu_codigocontacto}`,
    ]) {
      expect((await get(url, token)).statusCode, url).toBe(200);
    }
  });
});
