import {
  contactCompletionAnswerSchema,
  contentAnswerSchema,
  type ContentEvent,
  eventCompletionAnswerSchema,
  timelinePercentAnswerSchema,
} from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createContact, createEnrolment, createEvent, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent, type TestSocket } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnFreePort(t);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const complete = (bearer: string, eventId: number, contactCode: string, completed: 0 | 1) =>
  t.app.inject({ method: 'PATCH', url: `/api/events/contact/${eventId}/${contactCode}`, headers: auth(bearer), payload: { completed } });

async function progressOf(bearer: string, contactCode: string, groupCode: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/contact/complete/${contactCode}`,
    headers: auth(bearer),
    payload: { formation: groupCode },
  });
  return contactCompletionAnswerSchema.parse(response.json()).data;
}

async function timelinePercentOf(bearer: string, course: CourseFixture) {
  const response = await t.app.inject({
    url: `/api/events/formation/complete/${course.parent.edu_codigoformacion}/${course.group.edu_codigoformacion}`,
    headers: auth(bearer),
  });
  return timelinePercentAnswerSchema.parse(response.json()).data;
}

async function treeEvent(bearer: string, course: CourseFixture, eventId: number): Promise<ContentEvent> {
  const response = await t.app.inject({
    url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
    headers: auth(bearer),
  });
  const found = contentAnswerSchema
    .parse(response.json())
    .data.flatMap((unit) => unit.temas.flatMap((topic) => topic.eventos))
    .find((event) => event.id === eventId);
  if (!found) throw new Error(`event ${eventId} is not in the tree`);
  return found;
}

/** Signed addresses expire on 5-minute steps, so two calls may straddle one: compare them without the grant. */
const withoutGrants = (event: ContentEvent): unknown => JSON.parse(JSON.stringify(event).replace(/exp=\d+&sig=[\w-]+/g, 'exp&sig'));

async function openTab(contactCode: string, token: string) {
  const socket = await openUserSocket(baseUrl, token, contactCode, t.config.PUBLIC_URL);
  sockets.push(socket);
  return socket;
}

describe('PATCH /api/events/contact/{eventId}/{contactCode} answers what changed', () => {
  it('answers the event as the tree shows it and the new progress, the same numbers as the progress call', async () => {
    const course = await createCourseFixture(t.database.db);
    const code = course.student.edu_codigocontacto;
    const groupCode = course.group.edu_codigoformacion;
    const token = await createSession(t.database.db, code);
    const before = await progressOf(token, code, groupCode);

    const response = await complete(token, course.events.open.id, code, 1);
    expect(response.statusCode).toBe(200);
    const answer = eventCompletionAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ status: 'ok', eventId: course.events.open.id, completed: 1 });
    expect(answer.events.map(withoutGrants)).toEqual([withoutGrants(await treeEvent(token, course, course.events.open.id))]);
    expect(answer.events[0]!.completed).toEqual([{ edu_codigocontacto: code, completed: 1 }]);
    expect(answer.progress).toEqual([{ formation: groupCode, ...(await progressOf(token, code, groupCode)) }]);
    expect(answer.progress[0]!.completed).toBe(before.completed + 1);

    const undone = eventCompletionAnswerSchema.parse((await complete(token, course.events.open.id, code, 0)).json());
    expect(undone.events[0]!.completed).toEqual([{ edu_codigocontacto: code, completed: 0 }]);
    expect(undone.progress).toEqual([{ formation: groupCode, ...before }]);
  });

  it('answers the new timeline percentage of the groups that hold it, the same numbers as the percentage call', async () => {
    const course = await createCourseFixture(t.database.db);
    const code = course.student.edu_codigocontacto;
    const token = await createSession(t.database.db, code);
    const before = await timelinePercentOf(token, course);

    const answer = eventCompletionAnswerSchema.parse((await complete(token, course.events.open.id, code, 1)).json());
    const after = await timelinePercentOf(token, course);
    expect(after.completed).toBe(before.completed + 1);
    expect(answer.timeline).toEqual([{ parent: course.parent.edu_codigoformacion, group: course.group.edu_codigoformacion, ...after }]);

    const undone = eventCompletionAnswerSchema.parse((await complete(token, course.events.open.id, code, 0)).json());
    expect(undone.timeline).toEqual([{ parent: course.parent.edu_codigoformacion, group: course.group.edu_codigoformacion, ...before }]);
  });

  it('answers the linked rescheduled event too, and the progress of only the groups that hold them', async () => {
    const db = t.database.db;
    const course = await createCourseFixture(db);
    const code = course.student.edu_codigocontacto;
    // The student's other formation holds none of the changed events: its progress is not in the answer.
    const other = await createFormationWithGroup(db);
    await createEnrolment(db, course.student, other.group);
    const inTree = { id: course.topics.regular.id, unidad_id: course.units.regular.id };
    const groups = [course.group.edu_codigoformacion];
    const original = await createEvent(db, {
      event_type: 'clases_directo',
      formations: groups,
      topic: inTree,
      start_date: new Date(Date.now() - 6 * 86_400_000),
      no_fechar: 1,
    });
    const moved = await createEvent(db, {
      event_type: 'clases_directo',
      formations: groups,
      topic: inTree,
      start_date: new Date(Date.now() - 4 * 86_400_000),
      no_fechar: 1,
      rescheduled: 1,
      event_original: original.id,
    });
    await db.update(events).set({ event_rescheduled: moved.id }).where(eq(events.id, original.id));
    const token = await createSession(db, code);

    const answer = eventCompletionAnswerSchema.parse((await complete(token, moved.id, code, 1)).json());
    expect(answer.events.map((event) => [event.id, event.completed])).toEqual([
      [moved.id, [{ edu_codigocontacto: code, completed: 1 }]],
      [original.id, [{ edu_codigocontacto: code, completed: 1 }]],
    ]);
    expect(answer.events[1]).toEqual(await treeEvent(token, course, original.id));
    expect(answer.progress).toEqual([{ formation: course.group.edu_codigoformacion, ...(await progressOf(token, code, course.group.edu_codigoformacion)) }]);
  });

  it('pushes the same change as content-completed to every tab of the user, and only to them', async () => {
    const db = t.database.db;
    const course = await createCourseFixture(db);
    const code = course.student.edu_codigocontacto;
    const firstToken = await createSession(db, code);
    const tabs = [await openTab(code, firstToken), await openTab(code, await createSession(db, code))];
    const classmate = await createContact(db);
    await createEnrolment(db, classmate, course.group);
    const classmateToken = await createSession(db, classmate.edu_codigocontacto);
    const classmateTab = await openTab(classmate.edu_codigocontacto, classmateToken);

    const pushes = tabs.map((tab) => waitForSocketEvent(tab, 'content-completed'));
    const classmatePush = waitForSocketEvent(classmateTab, 'content-completed');
    const { status, ...change } = eventCompletionAnswerSchema.parse((await complete(firstToken, course.events.open.id, code, 1)).json());
    expect(status).toBe('ok');
    for (const push of await Promise.all(pushes)) expect(push).toEqual(change);

    // Pushes reach a socket in order: the classmate's first one is their own completion, so the student's never reached them.
    await complete(classmateToken, course.events.undated.id, classmate.edu_codigocontacto, 1);
    expect(await classmatePush).toMatchObject({
      eventId: course.events.undated.id,
      events: [{ completed: [{ edu_codigocontacto: classmate.edu_codigocontacto, completed: 1 }] }],
    });
  });

  it('pushes nothing when the completion is refused', async () => {
    const db = t.database.db;
    const course = await createCourseFixture(db);
    const code = course.student.edu_codigocontacto;
    const token = await createSession(db, code);
    const tab = await openTab(code, token);
    const push = waitForSocketEvent(tab, 'content-completed');
    expect((await complete(token, course.events.expired.id, code, 1)).statusCode).toBe(403);
    // The next push the tab gets is the next accepted completion, not the refused one.
    await complete(token, course.events.open.id, code, 1);
    expect(await push).toMatchObject({ eventId: course.events.open.id });
  });
});

describe('PATCH /api/events/contact/{eventId}/{contactCode} outside the tree', () => {
  it('answers an event outside the tree (a tutoring session) with its own order and no progress change', async () => {
    const db = t.database.db;
    const student = await createContact(db);
    const { parent, group } = await createFormationWithGroup(db);
    await createEnrolment(db, student, group);
    await createUnitWithTopic(db, parent.edu_codigoformacion);
    const tutoring = await createEvent(db, {
      event_type: 'tutorias',
      formations: [group.edu_codigoformacion],
      start_date: new Date(Date.now() - 86_400_000),
      orden: 7,
    });
    const token = await createSession(db, student.edu_codigocontacto);
    const answer = eventCompletionAnswerSchema.parse((await complete(token, tutoring.id, student.edu_codigocontacto, 1)).json());
    expect(answer.events.map((event) => [event.id, event.orden, event.completed])).toEqual([
      [tutoring.id, 7, [{ edu_codigocontacto: student.edu_codigocontacto, completed: 1 }]],
    ]);
    expect(answer.progress).toEqual([{ formation: group.edu_codigoformacion, percentage_partial: 0, completed: 0, total: 0 }]);
  });
});
