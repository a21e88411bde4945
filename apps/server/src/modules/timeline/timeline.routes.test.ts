import {
  type CalendarChangedPayload,
  eventsAnswerSchema,
  rescheduleAnswerSchema,
  texts,
  timelineAnswerSchema,
  timelinePercentAnswerSchema,
  toAcademyDay,
  toAcademyInstant,
  addCalendarDays,
  formatDayEs,
} from '@campus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventContacts, events, formations } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, type TestSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];

// The app's clock reads noon in Madrid of the real day (the factories date things from the real day): a plan made
// "now" can still use part of today, and a test can tell a session put at 09:00 from one put after now.
const noonToday = () => toAcademyInstant(toAcademyDay(new Date()), '12:00');
let clock: () => Date = noonToday;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock() });
  baseUrl = await listenOnFreePort(t);
});
afterEach(() => {
  clock = noonToday;
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const everyDay = (hours: number) => ({ '1': hours, '2': hours, '3': hours, '4': hours, '5': hours, '6': hours, '7': hours });
const today = () => toAcademyDay(new Date());
const at = (days: number, hour = 9) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
};

async function setup() {
  const course = await createCourseFixture(t.database.db);
  const groups = [course.group.edu_codigoformacion];
  const code = course.student.edu_codigocontacto;
  // Besides the fixture's content: a live class, an exam, a tutoría (never on the timeline) and a completed class.
  const live = await createEvent(t.database.db, { title: 'Clase en directo', event_type: 'clases_directo', formations: groups, start_date: at(-1, 16) });
  const exam = await createEvent(t.database.db, { title: 'Examen parcial', event_type: 'examen', formations: groups, start_date: at(3, 10) });
  const tutoring = await createEvent(t.database.db, { title: 'Tutoría', event_type: 'tutorias', formations: groups, start_date: at(-1, 12) });
  const done = await createEvent(t.database.db, {
    title: 'Clase hecha',
    formations: groups,
    topic: { id: course.topics.regular.id, unidad_id: course.units.regular.id },
    start_date: at(-4),
    no_fechar: 1,
    orden: 0,
    contacts: [{ code, completed: 1 }],
  });
  // Opened on the app's clock and good for two days: the clock reads noon of Madrid's day (up to 12 h from the
  // real time) and a test moves it to 23:10.
  const token = await createSession(t.database.db, code, { now: clock(), ttlMs: 2 * 86_400_000 });
  return { course, code, token, live, exam, tutoring, done };
}

const timelineUrl = (course: CourseFixture, code: string) =>
  `/api/events/timeline/${course.parent.edu_codigoformacion}/${course.group.edu_codigoformacion}/${code}`;
const percentUrl = (course: CourseFixture) => `/api/events/formation/complete/${course.parent.edu_codigoformacion}/${course.group.edu_codigoformacion}`;
const rescheduleUrl = (course: CourseFixture, code: string) => `/api/events/reschedule/${course.group.edu_codigoformacion}/${code}?start_date=${today()}`;

describe('GET /api/events/timeline/{parentFormation}/{group}/{contactId}', () => {
  it("lists the group's events but tutorías, by start, with the student's own completion and availability", async () => {
    const { course, code, token, live, exam, tutoring, done } = await setup();
    const response = await t.app.inject({ url: timelineUrl(course, code), headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const list = timelineAnswerSchema.parse(response.json()).events;
    const ids = list.map((e) => e.id);
    expect(ids).not.toContain(tutoring.id);
    expect(ids).toEqual(expect.arrayContaining([live.id, exam.id, done.id, course.events.open.id]));
    expect([...list].sort((a, b) => a.start_date.localeCompare(b.start_date)).map((e) => e.id)).toEqual(ids);
    expect(list.find((e) => e.id === done.id)).toMatchObject({ completed: 1, available: true, is_plan: false, rescheduled: 0 });
    expect(list.find((e) => e.id === course.events.expired.id)).toMatchObject({ completed: 0, available: false });
    expect(list.find((e) => e.id === live.id)?.weekday).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/);
  });

  it('serves a warm timeline without SQL, and the next read after a tick shows it', async () => {
    const { course, code, token } = await setup();
    const read = () => t.app.inject({ url: timelineUrl(course, code), headers: auth(token) });
    await read();
    const warm = await t.recordQueries(read);
    expect(warm.statements).toEqual([]);
    const open = course.events.open.id;
    expect(timelineAnswerSchema.parse(warm.result.json()).events.find((e) => e.id === open)?.completed).toBe(0);
    const tick = await t.app.inject({ method: 'PATCH', url: `/api/events/contact/${open}/${code}`, headers: auth(token), payload: { completed: 1 } });
    expect(tick.statusCode).toBe(200);
    expect(timelineAnswerSchema.parse((await read()).json()).events.find((e) => e.id === open)?.completed).toBe(1);
  });

  it("refuses another student's timeline and a group the student is not in (403)", async () => {
    const { course, token } = await setup();
    const other = await createContact(t.database.db);
    const foreign = await createFormationWithGroup(t.database.db);
    const otherToken = await createSession(t.database.db, other.edu_codigocontacto, { now: clock(), ttlMs: 2 * 86_400_000 });
    expect((await t.app.inject({ url: timelineUrl(course, other.edu_codigocontacto), headers: auth(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: timelineUrl(course, other.edu_codigocontacto), headers: auth(otherToken) })).statusCode).toBe(403);
    const foreignUrl = `/api/events/timeline/${foreign.parent.edu_codigoformacion}/${foreign.group.edu_codigoformacion}/${course.student.edu_codigocontacto}`;
    expect((await t.app.inject({ url: foreignUrl, headers: auth(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: timelineUrl(course, course.student.edu_codigocontacto) })).statusCode).toBe(401);
  });

  it('costs the same number of statements with 8 or 28 events', async () => {
    const { course, code, token } = await setup();
    const url = timelineUrl(course, code);
    await t.app.inject({ url, headers: auth(token) });
    const few = await t.recordQueries(() => t.app.inject({ url, headers: auth(token) }));
    for (let day = 0; day < 20; day++)
      await createEvent(t.database.db, { title: `Extra ${day}`, formations: [course.group.edu_codigoformacion], start_date: at(day - 10) });
    await t.app.inject({ url, headers: auth(token) });
    const many = await t.recordQueries(() => t.app.inject({ url, headers: auth(token) }));
    expect(timelineAnswerSchema.parse(many.result.json()).events.length).toBe(timelineAnswerSchema.parse(few.result.json()).events.length + 20);
    expect(many.statements.length).toBe(few.statements.length);
  });
});

describe('GET /api/events/formation/complete/{parent}/{group}', () => {
  it('is the share of the events up to today that the student may open and completed', async () => {
    const { course, token } = await setup();
    const response = await t.app.inject({ url: percentUrl(course), headers: auth(token) });
    const { data } = timelinePercentAnswerSchema.parse(response.json());
    // Up to today and open: the open class, the undated one, the live class and the completed class.
    expect(data).toEqual({ percentage: 25, completed: 1, total: 4 });
  });
});

describe('POST /api/events/reschedule/{groupId}/{contactId}', () => {
  it('refuses a week without hours, negative hours, and another student', async () => {
    const { course, code, token } = await setup();
    const none = await t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: everyDay(0), n4: null } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(texts.timeline.atLeastOneDay);
    const negative = await t.app.inject({
      method: 'POST',
      url: rescheduleUrl(course, code),
      headers: auth(token),
      payload: { data: { ...everyDay(1), '3': -2 } },
    });
    expect(negative.statusCode).toBe(400);
    const other = await createContact(t.database.db);
    await createEnrolment(t.database.db, other, course.group);
    const foreign = await t.app.inject({
      method: 'POST',
      url: rescheduleUrl(course, other.edu_codigocontacto),
      headers: auth(token),
      payload: { data: everyDay(2) },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('plans the pending content from today in course order, replaces an earlier plan, and leaves the rest untouched', async () => {
    const { course, code, token, live, exam, done } = await setup();
    const classmate = await createContact(t.database.db);
    await createEnrolment(t.database.db, classmate, course.group);
    const classmateToken = await createSession(t.database.db, classmate.edu_codigocontacto, { now: clock(), ttlMs: 2 * 86_400_000 });
    const classmateBefore = (await t.app.inject({ url: timelineUrl(course, classmate.edu_codigocontacto), headers: auth(classmateToken) })).json();
    const originalsBefore = await t.database.db
      .select()
      .from(events)
      .where(inArray(events.id, [course.events.open.id, course.events.undated.id, live.id, exam.id]));

    const tab = await openUserSocket(baseUrl, token, code, t.config.PUBLIC_URL);
    sockets.push(tab);
    const pushed = waitForSocketEvent(tab, 'calendar-changed') as Promise<CalendarChangedPayload>;
    const first = await t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: everyDay(1), n4: 'N4' } });
    expect(first.statusCode).toBe(201);
    const plan = rescheduleAnswerSchema.parse(first.json());
    expect(plan.message).toBe(texts.timeline.rescheduled);
    // Pending, open 'clases' in course order (the open class, then the undated one); the completed class, the locked ones, the live class and the exam are not planned.
    expect(plan.events.map((e) => e.event_original)).toEqual([course.events.open.id, course.events.undated.id]);
    expect(plan.events.every((e) => e.rescheduled === 1 && e.is_plan && e.date >= today())).toBe(true);
    expect(plan.removedEventIds).toEqual([]);
    const push = await pushed;
    expect(push.events.map((e) => e.id)).toEqual(plan.added.map((e) => e.id));

    // The timeline shows the plan events in place of the content they plan, with the original's date.
    const timeline = timelineAnswerSchema.parse((await t.app.inject({ url: timelineUrl(course, code), headers: auth(token) })).json()).events;
    const ids = timeline.map((e) => e.id);
    expect(ids).not.toContain(course.events.open.id);
    expect(ids).toEqual(expect.arrayContaining([...plan.events.map((e) => e.id), live.id, exam.id, done.id]));
    expect(timeline.find((e) => e.event_original === course.events.open.id)?.original_date).toBe(plan.events[0]!.original_date);

    // A second plan replaces the first instead of stacking.
    const second = rescheduleAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: { ...everyDay(0), '6': 3 } } })).json(),
    );
    expect(second.removedEventIds.sort()).toEqual(plan.events.map((e) => e.id).sort());
    expect(second.events.every((e) => e.weekday === 'sábado')).toBe(true);
    const planRows = await t.database.db.select().from(events).where(eq(events.plan_contact, code));
    expect(planRows.map((r) => r.id).sort()).toEqual(second.events.map((e) => e.id).sort());

    // Originals, live classes, exams and the classmate's timeline are untouched.
    const originalsAfter = await t.database.db
      .select()
      .from(events)
      .where(inArray(events.id, [course.events.open.id, course.events.undated.id, live.id, exam.id]));
    expect(originalsAfter).toEqual(originalsBefore);
    expect((await t.app.inject({ url: timelineUrl(course, classmate.edu_codigocontacto), headers: auth(classmateToken) })).json()).toEqual(classmateBefore);

    // The student's home agenda lists the plan (with the group), nobody else's does.
    const range = `start_date=${today()}&end_date=${second.last_day}`;
    const agenda = eventsAnswerSchema.parse(
      (await t.app.inject({ url: `/api/events/contact/${code}/${encodeURIComponent(course.student.emailaddress1)}?${range}`, headers: auth(token) })).json(),
    );
    expect(
      agenda.events
        .filter((e) => e.rescheduled === 1)
        .map((e) => e.id)
        .sort(),
    ).toEqual(second.events.map((e) => e.id).sort());
    expect(agenda.events.find((e) => e.id === second.events[0]!.id)?.formations).toEqual([
      { value: course.group.edu_codigoformacion, label: course.group.edu_formacion },
    ]);
    const classmateAgenda = eventsAnswerSchema.parse(
      (
        await t.app.inject({
          url: `/api/events/contact/${classmate.edu_codigocontacto}/${encodeURIComponent(classmate.emailaddress1)}?${range}`,
          headers: auth(classmateToken),
        })
      ).json(),
    );
    expect(classmateAgenda.events.some((e) => e.rescheduled === 1)).toBe(false);
    expect((await t.app.inject({ url: `/api/events/onlyInfo/${second.events[0]!.id}`, headers: auth(classmateToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/events/onlyInfo/${second.events[0]!.id}`, headers: auth(token) })).statusCode).toBe(200);
  });

  it("shows planned content once in the student's home agenda: as its plan copy", async () => {
    const { course, code, token } = await setup();
    const topic = { id: course.topics.regular.id, unidad_id: course.units.regular.id };
    // Pending content dated today, so the agenda's range holds both it and its plan copy.
    const pending = await createEvent(t.database.db, {
      title: 'Pendiente de hoy',
      formations: [course.group.edu_codigoformacion],
      topic,
      start_date: at(0, 23),
      no_fechar: 1,
      orden: 1,
    });
    const agendaUrl = `/api/events/contact/${code}/${encodeURIComponent(course.student.emailaddress1)}?start_date=${today()}&end_date=${toAcademyDay(at(40))}`;
    const before = eventsAnswerSchema.parse((await t.app.inject({ url: agendaUrl, headers: auth(token) })).json());
    expect(before.events.map((e) => e.id)).toContain(pending.id);

    const plan = rescheduleAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: everyDay(8) } })).json(),
    );
    const copy = plan.events.find((e) => e.event_original === pending.id);
    expect(copy).toBeDefined();
    const after = eventsAnswerSchema.parse((await t.app.inject({ url: agendaUrl, headers: auth(token) })).json());
    expect(after.events.map((e) => e.id)).not.toContain(pending.id);
    expect(after.events.map((e) => e.id)).toContain(copy!.id);
  });

  it('writes in a constant number of statements whatever the number of pending items', async () => {
    const { course, code, token } = await setup();
    const topic = { id: course.topics.regular.id, unidad_id: course.units.regular.id };
    const post = () => t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: everyDay(2) } });
    await post();
    const few = await t.recordQueries(post);
    for (let i = 0; i < 15; i++)
      await createEvent(t.database.db, {
        title: `Pendiente ${i}`,
        formations: [course.group.edu_codigoformacion],
        topic,
        start_date: at(-3),
        no_fechar: 1,
        orden: 10 + i,
      });
    await post();
    const many = await t.recordQueries(post);
    expect(rescheduleAnswerSchema.parse(many.result.json()).events).toHaveLength(rescheduleAnswerSchema.parse(few.result.json()).events.length + 15);
    expect(many.statements.length).toBe(few.statements.length);
  });
});

describe('PATCH /api/events/contact/{eventId}/{contactCode} on a study plan', () => {
  it('ticks the plan event and the content it plans together, and refuses a plan event still to come', async () => {
    const { course, code, token } = await setup();
    // Only Sundays... and today's weekday: the first plan event is today, the second a later day.
    const todayKey = String(((new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) as '1';
    const hours = { ...everyDay(0), [todayKey]: 1 };
    const plan = rescheduleAnswerSchema.parse(
      (await t.app.inject({ method: 'POST', url: rescheduleUrl(course, code), headers: auth(token), payload: { data: hours } })).json(),
    );
    const [first, second] = plan.events;
    expect(first!.date).toBe(today());
    const tick = await t.app.inject({ method: 'PATCH', url: `/api/events/contact/${first!.id}/${code}`, headers: auth(token), payload: { completed: 1 } });
    expect(tick.statusCode).toBe(200);
    expect(tick.json().eventId).toBe(first!.id);
    const rows = await t.database.db
      .select()
      .from(eventContacts)
      .where(and(eq(eventContacts.edu_codigocontacto, code), inArray(eventContacts.event_id, [first!.id, first!.event_original!])));
    expect(rows.map((r) => [r.event_id, r.completed]).sort()).toEqual(
      [
        [first!.id, 1],
        [first!.event_original!, 1],
      ].sort(),
    );
    // Unticking the original unticks the plan event too.
    await t.app.inject({ method: 'PATCH', url: `/api/events/contact/${first!.event_original!}/${code}`, headers: auth(token), payload: { completed: 0 } });
    const timeline = timelineAnswerSchema.parse((await t.app.inject({ url: timelineUrl(course, code), headers: auth(token) })).json()).events;
    expect(timeline.find((e) => e.id === first!.id)?.completed).toBe(0);
    const future = await t.app.inject({ method: 'PATCH', url: `/api/events/contact/${second!.id}/${code}`, headers: auth(token), payload: { completed: 1 } });
    expect(future.statusCode).toBe(409);
  });
});

describe('POST /api/events/reschedule in time (issue 29)', () => {
  const post = (course: CourseFixture, code: string, token: string, query: string, data: ReturnType<typeof everyDay>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/reschedule/${course.group.edu_codigoformacion}/${code}?${query}`,
      headers: auth(token),
      payload: { data },
    });
  const madrid = (day: string, time: string) => toAcademyInstant(day, time);

  it("plans only after now and never on top of the student's events", async () => {
    const { course, code, token } = await setup();
    clock = () => madrid(today(), '12:05');
    // Today 12:00–13:30 the group has a workshop; tomorrow 09:00–10:00 the student is invited to a meeting.
    const workshop = await createEvent(t.database.db, {
      title: 'Taller',
      event_type: 'taller',
      formations: [course.group.edu_codigoformacion],
      start_date: madrid(today(), '12:00'),
      end_date: madrid(today(), '13:30'),
    });
    const meeting = await createEvent(t.database.db, {
      title: 'Reunión',
      event_type: 'reunion',
      start_date: madrid(addCalendarDays(today(), 1), '09:00'),
      end_date: madrid(addCalendarDays(today(), 1), '10:00'),
      contacts: [{ code }],
    });
    // An all-day task holds no hours.
    await createEvent(t.database.db, {
      title: 'Entrega',
      event_type: 'actividad',
      all_day: true,
      formations: [course.group.edu_codigoformacion],
      start_date: madrid(today(), '00:00'),
      end_date: madrid(addCalendarDays(today(), 1), '00:00'),
    });
    const response = await post(course, code, token, `start_date=${today()}`, everyDay(2));
    expect(response.statusCode).toBe(201);
    const plan = rescheduleAnswerSchema.parse(response.json()).events;
    expect(plan.map((e) => [e.date, e.start_hour, e.end_hour])).toEqual([
      [today(), '13:30:00', '14:30:00'],
      [today(), '14:30:00', '15:30:00'],
    ]);
    for (const e of plan) {
      expect(new Date(e.start_date).getTime()).toBeGreaterThanOrEqual(clock().getTime());
      for (const busy of [workshop, meeting]) expect(new Date(e.start_date) < busy.end_date! && new Date(e.end_date) > busy.start_date!).toBe(false);
    }

    // Late in the evening today has no room left: tomorrow, after the meeting.
    clock = () => madrid(today(), '23:10');
    const late = rescheduleAnswerSchema.parse((await post(course, code, token, `start_date=${today()}`, everyDay(1))).json()).events;
    expect(late.map((e) => [e.date, e.start_hour])).toEqual([
      [addCalendarDays(today(), 1), '10:00:00'],
      [addCalendarDays(today(), 2), '09:00:00'],
    ]);
  });

  it('starts on lineaFechaInicio and ends by end_date and the course end, refusing a plan that does not fit', async () => {
    const { course, code, token } = await setup();
    const inThree = addCalendarDays(today(), 3);
    const later = rescheduleAnswerSchema.parse((await post(course, code, token, `start_date=${today()}&lineaFechaInicio=${inThree}`, everyDay(1))).json());
    expect(later.events.map((e) => e.date)).toEqual([inThree, addCalendarDays(inThree, 1)]);

    // One hour a day, two items and end_date tomorrow: today from noon, then tomorrow.
    const tomorrow = addCalendarDays(today(), 1);
    const bounded = rescheduleAnswerSchema.parse((await post(course, code, token, `start_date=${today()}&end_date=${tomorrow}`, everyDay(1))).json());
    expect(bounded.events.map((e) => e.date)).toEqual([today(), tomorrow]);
    expect(bounded.last_day).toBe(tomorrow);

    // One hour a day and end_date today: the second item does not fit, and nothing is written.
    const before = await t.database.db.select({ id: events.id }).from(events).where(eq(events.plan_contact, code));
    const tooShort = await post(course, code, token, `start_date=${today()}&end_date=${today()}`, everyDay(1));
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(texts.timeline.planDoesNotFit.replace('{date}', formatDayEs(today())));
    expect(await t.database.db.select({ id: events.id }).from(events).where(eq(events.plan_contact, code))).toEqual(before);

    // The course's classes ended yesterday: whatever end_date says, no day is left.
    await t.database.db
      .update(formations)
      .set({ edu_fechafinclases: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(formations.edu_codigoformacion, course.group.edu_codigoformacion));
    const ended = await post(course, code, token, `start_date=${today()}&end_date=${addCalendarDays(today(), 30)}`, everyDay(2));
    expect(ended.statusCode).toBe(400);
    expect(ended.json().message).toMatch(/^No quedan días para planificar/);
  });
});
