import { calendarAnswerSchema, calendarEventAnswerSchema, eventFilesAnswerSchema, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createEnrolment, createEvent, createFile, createFormationWithGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Tuesday 24 November 2026, 10:00 in Madrid.
const NOW = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

async function signIn(overrides: Parameters<typeof createContact>[1] = {}) {
  const contact = await createContact(t.database.db, overrides);
  const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: NOW });
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => t.app.inject({ url, headers });
  return { contact, headers, get };
}

/** A student enrolled in a group whose course starts on 1 November 2026. */
async function enrolledStudent() {
  const db = t.database.db;
  const student = await signIn();
  const { parent, group } = await createFormationWithGroup(db, {
    now: NOW,
    group: { edu_formacion: 'DAW · Grupo A', edu_fechainicioclases: at('2026-11-01T00:00:00Z') },
  });
  const enrolment = await createEnrolment(db, student.contact, group);
  return { ...student, parent, group, enrolment };
}

const november = 'start_date=2026-11-01&end_date=2026-11-30';
const calendarUrl = (query: string) => `/api/events/formations/common?${query}`;

describe('GET /api/events/formations/common', () => {
  it('answers the group’s events (and its main formation’s) with their availability decided on the server', async () => {
    const db = t.database.db;
    const { contact, get, parent, group } = await enrolledStudent();
    const teacher = await createContact(db, { fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const { topic: extraTopic } = await createUnitWithTopic(db, parent.edu_codigoformacion, { unit: { type: 'unidad extra', titulo: 'Extra', orden: 2 } });
    const live = await createEvent(db, {
      title: 'Clase en directo',
      event_type: 'clases_directo',
      start_date: at('2026-11-24T17:00:00Z'),
      join_url: 'https://meet.campus.test/daw',
      zoom_id: '123 456',
      serie_id: '3b241101-e2bb-4255-8caf-4136c566a962',
      days_of_week: [1, 3],
      metadata: { meetings: [{ resumen: 'Repaso de HTTP', detalles: [{ label: '00:00', summary: 'Introducción' }] }] },
      formations: [group.edu_codigoformacion],
      organizers: [teacher.edu_codigocontacto],
      topic,
    });
    const ofParent = await createEvent(db, {
      title: 'Webinar de la formación',
      event_type: 'taller',
      start_date: at('2026-11-10T16:00:00Z'),
      formations: [parent.edu_codigoformacion],
    });
    const extra = await createEvent(db, {
      title: 'Clase extra',
      event_type: 'clases',
      no_fechar: 1,
      start_date: at('2026-11-12T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic: extraTopic,
    });
    const notYet = await createEvent(db, {
      title: 'Grabación futura',
      event_type: 'clases',
      inicio_calendario: '2026-11-28',
      start_date: at('2026-11-28T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic,
    });
    await createEvent(db, { title: 'Diciembre', start_date: at('2026-12-02T16:00:00Z'), formations: [group.edu_codigoformacion] });

    const response = await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&contacts=${contact.edu_codigocontacto}&reeschedule=0`));
    expect(response.statusCode).toBe(200);
    const body = calendarAnswerSchema.parse(response.json());
    expect(body.events.map((e) => e.id)).toEqual([ofParent.id, extra.id, live.id, notYet.id]);
    const liveEvent = body.events.find((e) => e.id === live.id)!;
    expect(liveEvent).toMatchObject({
      join_url: 'https://meet.campus.test/daw',
      zoom_id: '123 456',
      days_of_week: [1, 3],
      metadata: { meetings: [{ resumen: 'Repaso de HTTP', detalles: [{ label: '00:00', summary: 'Introducción' }] }] },
      formations: [{ value: group.edu_codigoformacion, label: 'DAW · Grupo A' }],
      unidades: [{ unidad_id: topic.unidad_id, type: 'unidad' }],
      availability: { isAvailable: true, reason: null, message: null, availableFrom: null, canPurchase: false },
    });
    expect(body.events.find((e) => e.id === extra.id)!.availability).toEqual({
      isAvailable: false,
      reason: 'extra_unit',
      message: 'Este evento pertenece a un producto extra',
      availableFrom: null,
      canPurchase: true,
    });
    expect(body.events.find((e) => e.id === notYet.id)!.availability).toMatchObject({
      isAvailable: false,
      reason: 'not_yet',
      availableFrom: '2026-11-28',
      message: 'Este evento no estará disponible hasta el 28 nov 2026',
    });
  });

  it('removes the join link of a live class before the course month', async () => {
    const db = t.database.db;
    const { get, group } = await enrolledStudent();
    const october = await createEvent(db, {
      event_type: 'clases_directo',
      start_date: at('2026-10-20T16:00:00Z'),
      join_url: 'https://meet.campus.test/old',
      zoom_id: '999',
      formations: [group.edu_codigoformacion],
    });
    const body = calendarAnswerSchema.parse(
      (await get(calendarUrl(`start_date=2026-10-01&end_date=2026-10-31&formations=${group.edu_codigoformacion}`))).json(),
    );
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      id: october.id,
      join_url: null,
      zoom_id: null,
      availability: { isAvailable: false, reason: 'before_course_month', message: 'Este evento es anterior al mes de inicio de su curso' },
    });
  });

  it('lists every group of the student without `formations`, and their organized or invited events only with their own `contacts`', async () => {
    const db = t.database.db;
    const { contact, get, group } = await enrolledStudent();
    const { group: second } = await createFormationWithGroup(db, { now: NOW });
    await createEnrolment(db, contact, second);
    const a = await createEvent(db, { start_date: at('2026-11-05T16:00:00Z'), formations: [group.edu_codigoformacion] });
    const b = await createEvent(db, { start_date: at('2026-11-06T16:00:00Z'), formations: [second.edu_codigoformacion] });
    const invited = await createEvent(db, {
      title: 'Tutoría',
      event_type: 'tutorias',
      start_date: at('2026-11-07T16:00:00Z'),
      contacts: [{ code: contact.edu_codigocontacto }],
    });
    // A completion mark on a group event is no invitation: it shows only with its group.
    const marked = await createEvent(db, {
      start_date: at('2026-11-08T16:00:00Z'),
      formations: [second.edu_codigoformacion],
      contacts: [{ code: contact.edu_codigocontacto, completed: 1 }],
    });
    const all = calendarAnswerSchema.parse((await get(calendarUrl(november))).json());
    expect(all.events.map((e) => e.id)).toEqual([a.id, b.id, marked.id]);
    const withContact = calendarAnswerSchema.parse((await get(calendarUrl(`${november}&contacts=${contact.edu_codigocontacto}`))).json());
    expect(withContact.events.map((e) => e.id)).toEqual([a.id, b.id, invited.id, marked.id]);
    expect(withContact.events[2]!.availability.isAvailable).toBe(true);
    const firstGroupOnly = calendarAnswerSchema.parse(
      (await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&contacts=${contact.edu_codigocontacto}`))).json(),
    );
    expect(firstGroupOnly.events.map((e) => e.id)).toEqual([a.id, invited.id]);
  });

  it('refuses another student’s groups, an unknown group and another contact code with 403', async () => {
    const db = t.database.db;
    const { get, group } = await enrolledStudent();
    const other = await enrolledStudent();
    const foreign = await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion},${other.group.edu_codigoformacion}`));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ status: 'error', message: texts.calendar.foreignGroups });
    expect((await get(calendarUrl(`${november}&formations=NO-EXISTE`))).statusCode).toBe(403);
    const otherContact = await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&contacts=${other.contact.edu_codigocontacto}`));
    expect(otherContact.statusCode).toBe(403);
    expect(otherContact.json().message).toBe(texts.events.contactMismatch);
    // A teacher sees the groups they teach.
    const teacher = await signIn({ edu_tipocontacto: '5' });
    const { formationTeachers } = await import('../../db/schema');
    await db.insert(formationTeachers).values({ edu_codigoformacion: group.edu_codigoformacion, edu_codigocontacto: teacher.contact.edu_codigocontacto });
    expect((await teacher.get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}`))).statusCode).toBe(200);
    expect((await teacher.get(calendarUrl(`${november}&formations=${other.group.edu_codigoformacion}`))).statusCode).toBe(403);
  });

  it('answers 400 in Spanish for a bad range or reeschedule value, and 401 without a session', async () => {
    const { get } = await enrolledStudent();
    const bad = await get(calendarUrl('start_date=2026-11-30&end_date=2026-11-01'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('La fecha de inicio debe ser anterior a la de fin');
    expect((await get(calendarUrl(`${november}&reeschedule=2`))).statusCode).toBe(400);
    expect((await t.app.inject({ url: calendarUrl(november) })).statusCode).toBe(401);
  });

  it('with reeschedule=1 adds the caller’s study plan and marks the originals it replaces for them only', async () => {
    const db = t.database.db;
    const { contact, get, group } = await enrolledStudent();
    const classmate = await signIn();
    await createEnrolment(db, classmate.contact, group);
    const original = await createEvent(db, {
      title: 'Tema 3',
      event_type: 'clases',
      start_date: at('2026-11-03T16:00:00Z'),
      formations: [group.edu_codigoformacion],
    });
    const planned = await createEvent(db, {
      title: 'Tema 3',
      event_type: 'clases',
      start_date: at('2026-11-26T16:00:00Z'),
      rescheduled: 1,
      event_original: original.id,
      plan_contact: contact.edu_codigocontacto,
      plan_group: group.edu_codigoformacion,
    });
    const mine = calendarAnswerSchema.parse((await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&reeschedule=1`))).json());
    expect(mine.events.map((e) => e.id)).toEqual([original.id, planned.id]);
    expect(mine.events[0]!.event_rescheduled).toBe(planned.id);
    expect(mine.events[1]).toMatchObject({
      rescheduled: 1,
      event_original: original.id,
      formations: [{ value: group.edu_codigoformacion, label: 'DAW · Grupo A' }],
    });
    const withoutPlan = calendarAnswerSchema.parse((await get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&reeschedule=0`))).json());
    expect(withoutPlan.events.map((e) => [e.id, e.event_rescheduled])).toEqual([[original.id, null]]);
    const theirs = calendarAnswerSchema.parse((await classmate.get(calendarUrl(`${november}&formations=${group.edu_codigoformacion}&reeschedule=1`))).json());
    expect(theirs.events.map((e) => [e.id, e.event_rescheduled])).toEqual([[original.id, null]]);
    // Someone else's study-plan event is not theirs to open.
    expect((await classmate.get(`/api/events/onlyInfo/${planned.id}`)).statusCode).toBe(404);
    expect(calendarEventAnswerSchema.parse((await get(`/api/events/onlyInfo/${planned.id}`)).json()).event.event_original).toBe(original.id);
  });

  it('reads a month in a constant number of statements whatever the number of events', async () => {
    const db = t.database.db;
    const { get, group, parent } = await enrolledStudent();
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    const url = calendarUrl(`${november}&formations=${group.edu_codigoformacion}&reeschedule=1`);
    const addEvents = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await createEvent(db, {
          start_date: at(`2026-11-${String(2 + (i % 27)).padStart(2, '0')}T16:00:00Z`),
          formations: [group.edu_codigoformacion],
          organizers: [teacher.edu_codigocontacto],
          topic,
        });
      }
    };
    // A month is kept once built (calendar-months.routes.test.ts): each measure builds it again.
    const measure = () => {
      t.app.ctx.calendarService.clearMonths();
      return t.recordQueries(() => get(url));
    };
    await addEvents(2);
    await get(url);
    const few = await measure();
    await addEvents(30);
    const many = await measure();
    expect(calendarAnswerSchema.parse(few.result.json()).events).toHaveLength(2);
    expect(calendarAnswerSchema.parse(many.result.json()).events).toHaveLength(32);
    expect(many.statements.length).toBe(few.statements.length);
    expect(many.statements.length).toBeGreaterThanOrEqual(1);
    expect(many.statements.length).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/events/onlyInfo/{id}', () => {
  it('answers an event the user may see in the calendar shape, 404 for one they cannot', async () => {
    const db = t.database.db;
    const { get, group } = await enrolledStudent();
    const other = await enrolledStudent();
    const event = await createEvent(db, {
      title: 'Clase',
      event_type: 'clases_directo',
      start_date: at('2026-11-24T17:00:00Z'),
      join_url: 'https://meet.campus.test/a',
      formations: [group.edu_codigoformacion],
    });
    const foreign = await createEvent(db, { start_date: at('2026-11-24T17:00:00Z'), formations: [other.group.edu_codigoformacion] });
    const response = await get(`/api/events/onlyInfo/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(calendarEventAnswerSchema.parse(response.json()).event).toMatchObject({
      id: event.id,
      join_url: 'https://meet.campus.test/a',
      availability: { isAvailable: true },
    });
    const refused = await get(`/api/events/onlyInfo/${foreign.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(texts.events.infoNotFound);
  });
});

describe('GET /api/content/files/event/{id}', () => {
  it('answers the files of an open event with signed addresses, 403 for a locked one and 404 for one the user cannot see', async () => {
    const db = t.database.db;
    const { get, group, parent } = await enrolledStudent();
    const other = await enrolledStudent();
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const open = await createEvent(db, {
      event_type: 'clases',
      no_fechar: 1,
      download: 1,
      start_date: at('2026-11-20T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic,
    });
    const pdf = await createFile(db, { eventId: open.id, name: 'apuntes.pdf' });
    const locked = await createEvent(db, {
      event_type: 'clases',
      inicio_calendario: '2026-12-01',
      start_date: at('2026-12-01T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic,
    });
    await createFile(db, { eventId: locked.id });
    const foreign = await createEvent(db, { start_date: at('2026-11-20T16:00:00Z'), formations: [other.group.edu_codigoformacion] });

    const response = await get(`/api/content/files/event/${open.id}`);
    expect(response.statusCode).toBe(200);
    const body = eventFilesAnswerSchema.parse(response.json());
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ id: pdf.id, name: 'apuntes.pdf', fileType: 'application/pdf' });
    expect(body.files[0]!.url).toMatch(/^\/api\/files\/stream\//);
    const lockedResponse = await get(`/api/content/files/event/${locked.id}`);
    expect(lockedResponse.statusCode).toBe(403);
    expect(lockedResponse.json().message).toBe('Este evento no estará disponible hasta el 1 dic 2026');
    expect((await get(`/api/content/files/event/${foreign.id}`)).statusCode).toBe(404);
  });

  it('answers the original’s files for the student’s own study-plan event', async () => {
    const db = t.database.db;
    const { contact, get, group, parent } = await enrolledStudent();
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const original = await createEvent(db, {
      event_type: 'clases',
      no_fechar: 1,
      start_date: at('2026-11-03T16:00:00Z'),
      formations: [group.edu_codigoformacion],
      topic,
    });
    const video = await createFile(db, { eventId: original.id, name: 'clase.mp4', file_type: 'video/mp4' });
    const planned = await createEvent(db, {
      no_fechar: 1,
      start_date: at('2026-11-26T16:00:00Z'),
      rescheduled: 1,
      event_original: original.id,
      plan_contact: contact.edu_codigocontacto,
      plan_group: group.edu_codigoformacion,
    });
    const body = eventFilesAnswerSchema.parse((await get(`/api/content/files/event/${planned.id}`)).json());
    expect(body.files.map((f) => [f.id, f.fileType])).toEqual([[video.id, 'video/mp4']]);
    expect(body.files[0]!.url).toMatch(/^\/api\/files\/stream\//);
  });
});
