import { addCalendarDays, createRequestAnswerSchema, decideRequestAnswerSchema, requestsAnswerSchema, texts, toAcademyDay } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, formationTeachers, notifications, studentRequests } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 30 item 7: the student's question, and the link or place and reply the teacher gives when approving. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createClass() {
  const db = t.database.db;
  const { group } = await createFormationWithGroup(db);
  const [student, teacher, otherTeacher] = await Promise.all([
    createContact(db, { fullname: 'Lucía Alumna' }),
    createContact(db, { edu_tipocontacto: '5', fullname: 'Pablo Profesor' }),
    createContact(db, { edu_tipocontacto: '5' }),
  ]);
  await createEnrolment(db, student, group);
  await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
  const [studentToken, teacherToken, otherTeacherToken] = await Promise.all(
    [student, teacher, otherTeacher].map((contact) => createSession(db, contact.edu_codigocontacto)),
  );
  return { group, student, teacher, tokens: { student: studentToken!, teacher: teacherToken!, otherTeacher: otherTeacherToken! } };
}
type Class = Awaited<ReturnType<typeof createClass>>;

const create = (c: Class, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requests/student/1',
    headers: auth(c.tokens.student),
    payload: {
      title: 'Dudas del tema 3',
      teacher_id: c.teacher.edu_codigocontacto,
      group_id: c.group.edu_codigoformacion,
      date: addCalendarDays(toAcademyDay(new Date()), 2),
      start_time: '17:00',
      end_time: '17:30',
      student_id: c.student.edu_codigocontacto,
      ...overrides,
    },
  });

async function createOk(c: Class, overrides: Record<string, unknown> = {}) {
  const response = await create(c, overrides);
  expect(response.statusCode).toBe(201);
  return createRequestAnswerSchema.parse(response.json()).request;
}

const decide = (id: number, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/requests/${id}`, headers: auth(token), payload });

describe('the student’s question', () => {
  it('is stored trimmed, answered, and listed to the teacher; a request without one keeps null', async () => {
    const c = await createClass();
    const asked = await createOk(c, { message: '  No entiendo useEffect\ncon dependencias  ' });
    expect(asked.message).toBe('No entiendo useEffect\ncon dependencias');
    const [row] = await t.database.db.select().from(studentRequests).where(eq(studentRequests.id, asked.id));
    expect(row!.message).toBe('No entiendo useEffect\ncon dependencias');
    expect((await createOk(c, { title: 'Sin explicación' })).message).toBeNull();

    const listed = await t.app.inject({ method: 'GET', url: `/api/requests/teacher/${c.teacher.edu_codigocontacto}`, headers: auth(c.tokens.teacher) });
    expect(requestsAnswerSchema.parse(listed.json()).requests.map((r) => [r.title, r.message])).toEqual([
      ['Sin explicación', null],
      ['Dudas del tema 3', 'No entiendo useEffect\ncon dependencias'],
    ]);
  });

  it('over 1000 characters is refused with 400 and the Spanish message, storing nothing', async () => {
    const c = await createClass();
    const response = await create(c, { message: 'a'.repeat(1001) });
    expect([response.statusCode, response.json().message]).toEqual([400, texts.teachingTutoring.messageTooLong]);
    expect(await t.database.db.select().from(studentRequests).where(eq(studentRequests.student_code, c.student.edu_codigocontacto))).toEqual([]);
  });
});

describe('approving with a link or a place', () => {
  it('makes an https link the tutoría’s join URL, with the question and the reply in its description, live to the student', async () => {
    const c = await createClass();
    const request = await createOk(c, { message: 'Los <b>hooks</b> & el estado' });
    const studentTab = await openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushes = Promise.all([waitForSocketEvent(studentTab, 'request-updated'), waitForSocketEvent(studentTab, 'calendar-changed')]);
      const link = 'https://meet.google.com/abc-defg-hij';
      const response = await decide(request.id, c.tokens.teacher, { status: 'aprobado', location: ` ${link} `, response: 'Trae el ejercicio 4' });
      expect(response.statusCode).toBe(200);
      const answer = decideRequestAnswerSchema.parse(response.json());
      expect(answer.request).toMatchObject({
        status: 'aprobado',
        location: link,
        join_url: link,
        response: 'Trae el ejercicio 4',
        message: 'Los <b>hooks</b> & el estado',
      });
      expect(answer.event!.join_url).toBe(link);
      // What people typed is text, never markup.
      expect(answer.event!.description).toBe(
        '<p>Tutoría solicitada por Lucía Alumna: Dudas del tema 3</p>' +
          '<p><strong>Consulta del alumno:</strong> Los &lt;b&gt;hooks&lt;/b&gt; &amp; el estado</p>' +
          '<p><strong>Respuesta del profesor:</strong> Trae el ejercicio 4</p>',
      );
      const [pushedRequest, pushedCalendar] = await pushes;
      expect(pushedRequest).toEqual(answer.request);
      expect(pushedCalendar).toEqual({ events: [answer.event], removedEventIds: [] });
    } finally {
      studentTab.disconnect();
    }
  });

  it('shows a place as the location: no join URL, the place first in the description and in the bell', async () => {
    const c = await createClass();
    const request = await createOk(c, { title: 'Repaso presencial' });
    const response = await decide(request.id, c.tokens.teacher, { status: 'aprobado', location: 'Aula 3, segunda planta' });
    const answer = decideRequestAnswerSchema.parse(response.json());
    expect(answer.request).toMatchObject({ location: 'Aula 3, segunda planta', join_url: null });
    expect(answer.event).toMatchObject({ join_url: null, description: expect.stringContaining('<p><strong>Lugar:</strong> Aula 3, segunda planta</p>') });
    const [event] = await t.database.db.select().from(events).where(eq(events.id, answer.event!.id));
    expect(event!.join_url).toBeNull();
    const bells = await t.database.db.select().from(notifications).where(eq(notifications.notifiable_id, answer.event!.id));
    // The student's notice of the approval (the teacher's own notice of the request, issue 30 item 6, may share the id).
    const studentBells = bells.filter((n) => n.notifiable_type === 'event');
    expect(studentBells.map((n) => n.message)).toEqual([expect.stringContaining('Lugar: Aula 3, segunda planta.')]);
  });

  it('without either keeps today’s video room', async () => {
    const c = await createClass();
    const request = await createOk(c);
    const answer = decideRequestAnswerSchema.parse((await decide(request.id, c.tokens.teacher, { status: 'aprobado', location: '' })).json());
    expect(answer.request.location).toBeNull();
    expect(answer.request.join_url).toMatch(/^https:\/\/meet\.jit\.si\/campus-tutoria-/);
  });

  it('refuses a link that is not https (400, Spanish), a student or another teacher approving, and leaves the request pending', async () => {
    const c = await createClass();
    const request = await createOk(c);
    for (const bad of ['http://zoom.us/j/123', 'meet.google.com/abc-defg-hij']) {
      const response = await decide(request.id, c.tokens.teacher, { status: 'aprobado', location: bad });
      expect([response.statusCode, response.json().message]).toEqual([400, texts.teachingTutoring.locationNeedsHttps]);
    }
    const byStudent = await decide(request.id, c.tokens.student, { status: 'aprobado', location: 'https://meet.google.com/x-y-z' });
    expect([byStudent.statusCode, byStudent.json().message]).toEqual([403, texts.requests.onlyAddressedTeacher]);
    const byOther = await decide(request.id, c.tokens.otherTeacher, { status: 'aprobado', location: 'Aula 3' });
    expect([byOther.statusCode, byOther.json().message]).toEqual([403, texts.requests.onlyAddressedTeacher]);
    const [row] = await t.database.db.select().from(studentRequests).where(eq(studentRequests.id, request.id));
    expect(row).toMatchObject({ status: 'pendiente', location: null, event_id: null });
  });

  it('still needs a reason to reject, and a rejection keeps no place', async () => {
    const c = await createClass();
    const request = await createOk(c);
    const noReason = await decide(request.id, c.tokens.teacher, { status: 'rechazado', location: 'Aula 3' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, texts.requests.rejectNeedsResponse]);
    const rejected = decideRequestAnswerSchema.parse(
      (await decide(request.id, c.tokens.teacher, { status: 'rechazado', response: 'No puedo', location: 'Aula 3' })).json(),
    );
    expect(rejected.request).toMatchObject({ status: 'rechazado', location: null, event_id: null });
  });
});
