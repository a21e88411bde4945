import {
  addCalendarDays,
  createRequestAnswerSchema,
  decideRequestAnswerSchema,
  eventsAnswerSchema,
  requestsAnswerSchema,
  texts,
  toAcademyDay,
  toAcademyInstant,
  type RequestItem,
} from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventContacts, eventFormations, eventOrganizers, events, formationTeachers, notifications, studentRequests } from '../../db/schema';
import { createContact, createEnrolment, createFormationWithGroup } from '../../test/factories';

type Contact = Awaited<ReturnType<typeof createContact>>;
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // Factories write only before each test reads (fresh contacts and groups): keeping the caches on direct
  // writes proves that the app's own approval drops the cached agendas.
  t = await createTestApp({ keepCachesOnDirectWrites: true });
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => toAcademyDay(new Date());

/** A group with an enrolled student, a classmate and a teacher of the group; each signed in. */
async function createClass() {
  const db = t.database.db;
  const { group } = await createFormationWithGroup(db);
  const [student, classmate, teacher, otherTeacher] = await Promise.all([
    createContact(db, { fullname: 'Lucía Alumna' }),
    createContact(db),
    createContact(db, { edu_tipocontacto: '5', fullname: 'Pablo Profesor' }),
    createContact(db, { edu_tipocontacto: '5' }),
  ]);
  await createEnrolment(db, student, group);
  await createEnrolment(db, classmate, group);
  await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto });
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries({ student, classmate, teacher, otherTeacher }).map(
        async ([name, contact]) => [name, await createSession(db, contact.edu_codigocontacto)] as const,
      ),
    ),
  ) as Record<'student' | 'classmate' | 'teacher' | 'otherTeacher', string>;
  return { group, student, classmate, teacher, otherTeacher, tokens };
}
type Class = Awaited<ReturnType<typeof createClass>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function body(c: Class, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dudas del tema 3',
    teacher_id: c.teacher.edu_codigocontacto,
    group_id: c.group.edu_codigoformacion,
    date: addCalendarDays(today(), 2),
    start_time: '17:00',
    end_time: '17:30',
    student_id: c.student.edu_codigocontacto,
    ...overrides,
  };
}

async function create(c: Class, overrides: Record<string, unknown> = {}, token = c.tokens.student) {
  return t.app.inject({ method: 'POST', url: '/api/requests/student/1', headers: auth(token), payload: body(c, overrides) });
}

async function createOk(c: Class, overrides: Record<string, unknown> = {}): Promise<RequestItem> {
  const response = await create(c, overrides);
  expect(response.statusCode).toBe(201);
  return createRequestAnswerSchema.parse(response.json()).request;
}

const decide = (id: number, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/requests/${id}`, headers: auth(token), payload });
const listOf = (kind: 'student' | 'teacher', contact: Contact, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/requests/${kind}/${contact.edu_codigocontacto}`, headers: auth(token) });

describe('POST /api/requests/student/{requestType}', () => {
  it('creates the request (201) with the message, the names the list shows, request_id 1 by default, and tells the teacher live', async () => {
    const c = await createClass();
    const teacherTab = await openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(teacherTab, 'request-updated');
      const response = await create(c, { title: '  Dudas del tema 3 ' });
      expect(response.statusCode).toBe(201);
      const answer = createRequestAnswerSchema.parse(response.json());
      expect(answer.message).toBe('Solicitud creada correctamente');
      expect(answer.request).toMatchObject({
        title: 'Dudas del tema 3',
        name: 'Dudas del tema 3',
        fullname: 'Pablo Profesor',
        student_fullname: 'Lucía Alumna',
        edu_formacion: c.group.edu_formacion,
        status: 'pendiente',
        date: addCalendarDays(today(), 2),
        start_time: '17:00',
        end_time: '17:30',
        response: null,
        request_id: 1,
        request_type: 1,
        event_id: null,
      });
      expect(await pushed).toEqual(answer.request);
    } finally {
      teacherTab.disconnect();
    }
  });

  it('rings the bell of the teacher asked (issue 30), and of nobody else, with the student and the session', async () => {
    const c = await createClass();
    const teacherTab = await openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const rung = waitForSocketEvent(teacherTab, 'bell');
      const request = await createOk(c, { start_time: '17:00', end_time: '17:30' });
      expect(await rung).toMatchObject({
        type_id: 3,
        title: 'Lucía Alumna te ha solicitado una tutoría',
        message: expect.stringMatching(/^«Dudas del tema 3», el .+ de 17:00 a 17:30$/),
        notifiable_type: 'request',
        notifiable_id: String(request.id),
        is_read: false,
      });
    } finally {
      teacherTab.disconnect();
    }
    const bellOf = async (token: string) => (await t.app.inject({ url: '/api/notifications', headers: auth(token) })).json().notifications;
    expect(await bellOf(c.tokens.student)).toEqual([]);
    expect(await bellOf(c.tokens.otherTeacher)).toEqual([]);
  });

  it('accepts today (Madrid)', async () => {
    const c = await createClass();
    expect((await create(c, { date: today(), start_time: '23:00', end_time: '23:30' })).statusCode).toBe(201);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no title', { title: '' }, texts.requests.titleRequired],
    ['a title over 255 characters', { title: 'a'.repeat(256) }, texts.requests.titleTooLong],
    ['no teacher', { teacher_id: '' }, texts.requests.teacherRequired],
    ['no group', { group_id: '' }, texts.requests.groupRequired],
    ['a day before today', { date: '__yesterday__' }, texts.requests.dateNotBeforeToday],
    ['no start time', { start_time: '' }, texts.requests.startTimeRequired],
    ['the end at the start', { end_time: '17:00' }, texts.requests.endTimeAfterStart],
    ['the end before the start', { end_time: '16:00' }, texts.requests.endTimeAfterStart],
  ])('refuses %s with 400 and the form message', async (_case, overrides, message) => {
    const c = await createClass();
    const payload = overrides.date === '__yesterday__' ? { date: addCalendarDays(today(), -1) } : overrides;
    const response = await create(c, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a request in someone else’s name, out of the student’s groups, to a teacher of another group, from a freemium visitor or without a session', async () => {
    const db = t.database.db;
    const c = await createClass();
    const { group: otherGroup } = await createFormationWithGroup(db);
    await db.insert(formationTeachers).values({ edu_codigoformacion: otherGroup.edu_codigoformacion, edu_codigocontacto: c.otherTeacher.edu_codigocontacto });

    const forOther = await create(c, { student_id: c.classmate.edu_codigocontacto });
    expect([forOther.statusCode, forOther.json().message]).toEqual([403, texts.requests.onlyForYourself]);

    const notEnrolled = await create(c, { group_id: otherGroup.edu_codigoformacion, teacher_id: c.otherTeacher.edu_codigocontacto });
    expect([notEnrolled.statusCode, notEnrolled.json().message]).toEqual([403, texts.formation.noAccess]);

    const wrongTeacher = await create(c, { teacher_id: c.otherTeacher.edu_codigocontacto });
    expect([wrongTeacher.statusCode, wrongTeacher.json().message]).toEqual([403, texts.requests.teacherNotInGroup]);

    // A teacher who does not study asks for no tutoría (issue 30 item 9: a student-only part).
    const asTeacher = await create(c, { student_id: c.teacher.edu_codigocontacto }, c.tokens.teacher);
    expect([asTeacher.statusCode, asTeacher.json().message]).toEqual([403, texts.teachingShell.studentOnly]);

    const visitor = await createContact(db, { freemium: true });
    const fromVisitor = await create(c, { student_id: visitor.edu_codigocontacto }, await createSession(db, visitor.edu_codigocontacto));
    expect([fromVisitor.statusCode, fromVisitor.json().message]).toEqual([403, texts.requests.freemiumNotAllowed]);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/requests/student/1', payload: body(c) });
    expect(anonymous.statusCode).toBe(401);

    expect(await db.select().from(studentRequests).where(eq(studentRequests.student_code, c.student.edu_codigocontacto))).toEqual([]);
  });
});

describe('GET /api/requests/student/{contactId} and /teacher/{contactId}', () => {
  it('lists the caller’s own requests newest first, and only theirs', async () => {
    const c = await createClass();
    const first = await createOk(c, { title: 'Primera' });
    const second = await createOk(c, { title: 'Segunda' });

    const own = await listOf('student', c.student, c.tokens.student);
    expect(own.statusCode).toBe(200);
    expect(requestsAnswerSchema.parse(own.json()).requests.map((r) => r.id)).toEqual([second.id, first.id]);

    const foreign = await listOf('student', c.student, c.tokens.classmate);
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, texts.requests.onlyOwnRequests]);

    const addressed = await listOf('teacher', c.teacher, c.tokens.teacher);
    expect(requestsAnswerSchema.parse(addressed.json()).requests.map((r) => [r.id, r.student_fullname])).toEqual([
      [second.id, 'Lucía Alumna'],
      [first.id, 'Lucía Alumna'],
    ]);
    expect((await listOf('teacher', c.teacher, c.tokens.otherTeacher)).statusCode).toBe(403);
    expect(requestsAnswerSchema.parse((await listOf('teacher', c.otherTeacher, c.tokens.otherTeacher)).json()).requests).toEqual([]);
  });

  it('answers a list in a constant number of statements however many requests it holds', async () => {
    const c = await createClass();
    await createOk(c);
    const list = () => listOf('student', c.student, c.tokens.student);
    await list();
    const one = await t.recordQueries(list);
    for (let i = 0; i < 6; i++) await createOk(c, { title: `Tutoría ${i}` });
    const many = await t.recordQueries(list);
    expect(requestsAnswerSchema.parse(many.result.json()).requests).toHaveLength(7);
    expect(many.statements.length).toBe(one.statements.length);
    expect(many.statements.length).toBeLessThanOrEqual(2);
  });
});

describe('PATCH /api/requests/{id}', () => {
  it('approves once: a private tutoría with a join link for teacher and student, live in both calendars, the request and the bell', async () => {
    const db = t.database.db;
    const c = await createClass();
    const request = await createOk(c, { date: addCalendarDays(today(), 3), start_time: '10:00', end_time: '11:15' });
    const range = `start_date=${today()}&end_date=${addCalendarDays(today(), 7)}`;
    const agenda = async (contact: Contact, token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/events/contact/${contact.edu_codigocontacto}/${contact.emailaddress1}?${range}`,
        headers: auth(token),
      });
      return eventsAnswerSchema.parse(response.json()).events.filter((e) => e.event_type === 'tutorias');
    };
    // Warm the cached agendas: the approval must drop them.
    expect(await agenda(c.student, c.tokens.student)).toEqual([]);
    expect(await agenda(c.teacher, c.tokens.teacher)).toEqual([]);

    const studentTab = await openUserSocket(baseUrl, c.tokens.student, c.student.edu_codigocontacto, t.config.PUBLIC_URL);
    const teacherTab = await openUserSocket(baseUrl, c.tokens.teacher, c.teacher.edu_codigocontacto, t.config.PUBLIC_URL);
    try {
      const pushes = Promise.all([
        waitForSocketEvent(studentTab, 'calendar-changed'),
        waitForSocketEvent(teacherTab, 'calendar-changed'),
        waitForSocketEvent(studentTab, 'request-updated'),
        waitForSocketEvent(teacherTab, 'request-updated'),
        waitForSocketEvent(studentTab, 'bell'),
      ]);
      // Neither the student nor another teacher may decide it.
      const byStudent = await decide(request.id, c.tokens.student, { status: 'aprobado' });
      expect([byStudent.statusCode, byStudent.json().message]).toEqual([403, texts.requests.onlyAddressedTeacher]);
      expect((await decide(request.id, c.tokens.otherTeacher, { status: 'aprobado' })).statusCode).toBe(403);

      const response = await decide(request.id, c.tokens.teacher, { status: 'aprobado', response: 'Nos vemos allí' });
      expect(response.statusCode).toBe(200);
      const answer = decideRequestAnswerSchema.parse(response.json());
      expect(answer.request).toMatchObject({ id: request.id, status: 'aprobado', response: 'Nos vemos allí', event_id: answer.event!.id });
      expect(answer.request.join_url).toMatch(/^https:\/\/meet\.jit\.si\/campus-tutoria-[0-9a-f-]{36}$/);
      const day = addCalendarDays(today(), 3);
      expect(answer.event).toMatchObject({
        title: 'Dudas del tema 3',
        event_type: 'tutorias',
        event_date: day,
        start_date: toAcademyInstant(day, '10:00').toISOString(),
        end_date: toAcademyInstant(day, '11:15').toISOString(),
        join_url: answer.request.join_url,
        formations: [],
        organizers: [{ edu_codigocontacto: c.teacher.edu_codigocontacto, fullname: 'Pablo Profesor', foto: null }],
        contacts: [{ edu_codigocontacto: c.student.edu_codigocontacto, completed: 0 }],
      });

      const [studentCalendar, teacherCalendar, studentRequest, teacherRequest, bell] = (await pushes) as [
        unknown,
        unknown,
        unknown,
        unknown,
        { title: string; notifiable_type: string; notifiable_id: string },
      ];
      expect(studentCalendar).toEqual({ events: [answer.event], removedEventIds: [] });
      expect(teacherCalendar).toEqual({ events: [answer.event], removedEventIds: [] });
      expect(studentRequest).toEqual(answer.request);
      expect(teacherRequest).toEqual(answer.request);
      expect(bell).toMatchObject({ title: texts.requests.notificationApprovedTitle, notifiable_type: 'event', notifiable_id: String(answer.event!.id) });
    } finally {
      studentTab.disconnect();
      teacherTab.disconnect();
    }

    // Both agendas show it at once (the cached answers were dropped); a classmate never sees it.
    const [row] = await db.select().from(studentRequests).where(eq(studentRequests.id, request.id));
    expect((await agenda(c.student, c.tokens.student)).map((e) => e.id)).toEqual([row!.event_id]);
    expect((await agenda(c.teacher, c.tokens.teacher)).map((e) => e.id)).toEqual([row!.event_id]);
    expect(await agenda(c.classmate, c.tokens.classmate)).toEqual([]);
    expect(await db.select().from(eventFormations).where(eq(eventFormations.event_id, row!.event_id!))).toEqual([]);
    expect(await db.select({ code: eventOrganizers.edu_codigocontacto }).from(eventOrganizers).where(eq(eventOrganizers.event_id, row!.event_id!))).toEqual([
      { code: c.teacher.edu_codigocontacto },
    ]);
    expect(await db.select({ code: eventContacts.edu_codigocontacto }).from(eventContacts).where(eq(eventContacts.event_id, row!.event_id!))).toEqual([
      { code: c.student.edu_codigocontacto },
    ]);
    const classmateView = await t.app.inject({ method: 'GET', url: `/api/events/onlyInfo/${row!.event_id}`, headers: auth(c.tokens.classmate) });
    expect(classmateView.statusCode).toBe(404);

    // Only once: a second decision is a conflict and creates nothing.
    const again = await decide(request.id, c.tokens.teacher, { status: 'rechazado', response: 'No' });
    expect([again.statusCode, again.json().message]).toEqual([409, texts.requests.alreadyDecided]);
    expect(
      await db
        .select()
        .from(events)
        .where(and(eq(events.event_type, 'tutorias'), eq(events.title, 'Dudas del tema 3'))),
    ).toHaveLength(1);

    const listed = requestsAnswerSchema.parse((await listOf('student', c.student, c.tokens.student)).json()).requests;
    expect(listed[0]).toMatchObject({ status: 'aprobado', join_url: expect.stringContaining('https://meet.jit.si/campus-tutoria-') });
  });

  it('rejects with a response (required), creating no event, and tells the student', async () => {
    const db = t.database.db;
    const c = await createClass();
    const request = await createOk(c, { title: 'Repaso examen' });

    const noReason = await decide(request.id, c.tokens.teacher, { status: 'rechazado' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, texts.requests.rejectNeedsResponse]);

    const response = await decide(request.id, c.tokens.teacher, { status: 'rechazado', response: 'Esa semana no estoy disponible' });
    expect(response.statusCode).toBe(200);
    const answer = decideRequestAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      message: texts.requests.rejectedToast,
      event: null,
      request: { status: 'rechazado', response: 'Esa semana no estoy disponible', event_id: null },
    });

    const sent = await db.select().from(notifications).where(eq(notifications.title, texts.requests.notificationRejectedTitle));
    expect(sent.some((n) => n.message.includes('Esa semana no estoy disponible') && n.message.includes('Repaso examen'))).toBe(true);
    // Issue 31: the decision is in the audit log, by the teacher (the refused attempt without a reason is not).
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'student_request'), eq(auditLog.entity_id, String(request.id))));
    expect(audited).toMatchObject([
      {
        actor_code: c.teacher.edu_codigocontacto,
        action: 'request.reject',
        summary: `Tutoría «Repaso examen» de ${c.student.fullname} rechazada`,
        before: { status: 'pendiente', response: null },
        after: { status: 'rechazado', response: 'Esa semana no estoy disponible' },
      },
    ]);
  });

  it('refuses to approve a session whose time is over, and still lets the teacher reject it', async () => {
    const db = t.database.db;
    const c = await createClass();
    const request = await createOk(c, { date: today(), start_time: '23:00', end_time: '23:30' });
    // The student asked for today; the day went by before the teacher answered.
    await db
      .update(studentRequests)
      .set({ date: addCalendarDays(today(), -1) })
      .where(eq(studentRequests.id, request.id));
    const approve = await decide(request.id, c.tokens.teacher, { status: 'aprobado' });
    expect([approve.statusCode, approve.json().message]).toEqual([409, texts.requests.sessionPassed]);
    expect((await decide(request.id, c.tokens.teacher, { status: 'rechazado', response: 'Propón otro día' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request and 401 without a session', async () => {
    const c = await createClass();
    const missing = await decide(999_999, c.tokens.teacher, { status: 'aprobado' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, texts.requests.notFound]);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/requests/1', payload: { status: 'aprobado' } })).statusCode).toBe(401);
  });
});
