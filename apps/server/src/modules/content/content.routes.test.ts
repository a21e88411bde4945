import { contentAnswerSchema, type ContentEvent, formationDetailAnswerSchema } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventContacts, formationTeachers, units } from '../../db/schema';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createBonusLine, createContact, createEnrolment, createEvent, createFreemiumGroup, createUnitWithTopic } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let course: CourseFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourseFixture(t.database.db);
  token = await createSession(t.database.db, course.student.edu_codigocontacto);
});
afterAll(async () => {
  await t.close();
});

const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
const getContent = (bearer: string, formation: string, query: string) => t.app.inject({ url: `/api/content/${formation}?${query}`, headers: auth(bearer) });
const eventsOf = (body: unknown): ContentEvent[] => contentAnswerSchema.parse(body).data.flatMap((u) => u.temas.flatMap((topic) => topic.eventos));

describe('GET /api/content/{formationCode}?group', () => {
  it('answers the ordered tree with the availability of each event and signed addresses only for open ones', async () => {
    const response = await getContent(token, course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}`);
    expect(response.statusCode).toBe(200);
    const body = contentAnswerSchema.parse(response.json());
    expect(body.data.map((u) => [u.titulo, u.type])).toEqual([
      ['Unidad 1. Fundamentos', 'unidad'],
      ['Unidad extra. Despliegue', 'unidad extra'],
    ]);
    expect(body.data[0]!.temas[0]!.eventos.map((e) => e.title)).toEqual(['Clase abierta', 'Clase futura', 'Clase caducada', 'Repaso interactivo']);

    const byTitle = new Map(eventsOf(body).map((e) => [e.title, e]));
    const reason = (title: string) => byTitle.get(title)!.availability;
    expect(reason('Clase abierta')).toEqual({ isAvailable: true, reason: null, availableFrom: null, canPurchase: false });
    expect(reason('Clase futura')).toMatchObject({ isAvailable: false, reason: 'not_yet', availableFrom: course.events.notYet.inicio_calendario });
    // A past class offers what would reopen it (a recovery bonus): its dialog lists products or 'Más información'.
    expect(reason('Clase caducada')).toMatchObject({ isAvailable: false, reason: 'expired', canPurchase: true });
    expect(reason('Repaso interactivo')).toMatchObject({ isAvailable: true });
    expect(reason('Clase de la unidad extra')).toMatchObject({ isAvailable: false, reason: 'extra_unit', canPurchase: true });

    const open = byTitle.get('Clase abierta')!;
    expect(open.unidades).toEqual([{ unidad_id: course.units.regular.id, type: 'unidad' }]);
    const video = open.archivos.find((f) => f.id === course.files.video.id)!;
    expect(video).toMatchObject({ fileType: 'video/mp4', name: 'Grabación.mp4' });
    expect(video.url).toMatch(new RegExp(`^/api/files/stream/${course.files.video.id}\\?c=${course.student.edu_codigocontacto}&s=\\d+&exp=\\d+&sig=[\\w-]+$`));
    expect(video.subtitles?.url).toMatch(/^\/api\/files\/subtitles\/\d+\?c=.+&exp=\d+&sig=/);
    // A document is only handed out as a download, and only because this class allows downloads.
    expect(open.archivos.find((f) => f.id === course.files.docx.id)!.url).toMatch(/&dl=1$/);

    for (const title of ['Clase futura', 'Clase caducada', 'Clase de la unidad extra']) {
      for (const file of byTitle.get(title)!.archivos)
        expect({ title, url: file.url, subtitles: file.subtitles }).toEqual({ title, url: null, subtitles: null });
    }
    const h5p = byTitle.get('Repaso interactivo')!.h5pFiles[0]!;
    expect(h5p.embedCode).toMatch(
      /^<iframe src="\/api\/files\/h5p\/\d+\/[^/]+\/\d+\/\d+\/[\w-]+\/index\.html" title="Repaso" width="100%" height="1000" allow="fullscreen" loading="lazy"><\/iframe>$/,
    );
    expect(h5p.embedCode).not.toContain('script');
  });

  it("shows the user's own completion only, and the organizers", async () => {
    const db = t.database.db;
    // A course of its own: the unit it adds must not reach the tree the other tests of this file read.
    const own = await createCourseFixture(db);
    const classmate = await createContact(db);
    const teacher = await createContact(db, { edu_tipocontacto: '5', fullname: 'Profesora Ana Gil' });
    const { topic } = await createUnitWithTopic(db, own.parent.edu_codigoformacion, { unit: { orden: 3, titulo: 'Unidad 3' } });
    await createEvent(db, {
      title: 'Clase completada',
      formations: [own.group.edu_codigoformacion],
      topic: { id: topic.id, unidad_id: topic.unidad_id },
      start_date: new Date(Date.now() - 3 * 86_400_000),
      organizers: [teacher.edu_codigocontacto],
      contacts: [
        { code: own.student.edu_codigocontacto, completed: 1 },
        { code: classmate.edu_codigocontacto, completed: 1 },
      ],
    });
    const ownToken = await createSession(db, own.student.edu_codigocontacto);
    const event = eventsOf((await getContent(ownToken, own.parent.edu_codigoformacion, `group=${own.group.edu_codigoformacion}`)).json()).find(
      (e) => e.title === 'Clase completada',
    )!;
    expect(event.completed).toEqual([{ edu_codigocontacto: own.student.edu_codigocontacto, completed: 1 }]);
    expect(event.organizers).toEqual([{ edu_codigocontacto: teacher.edu_codigocontacto, fullname: 'Profesora Ana Gil', foto: null }]);
  });

  it('opens an extra unit with a bonus line for it', async () => {
    const db = t.database.db;
    const buyer = await createContact(db);
    const { matricula } = await createEnrolment(db, buyer, course.group);
    await createBonusLine(db, matricula, { tipo: 'unidad', unidad_id: course.units.extra.id });
    const body = (
      await getContent(await createSession(db, buyer.edu_codigocontacto), course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}`)
    ).json();
    const extra = eventsOf(body).find((e) => e.id === course.events.extraClass.id)!;
    expect(extra.availability.isAvailable).toBe(true);
    expect(extra.archivos[0]!.url).toMatch(/^\/api\/files\/stream\//);
  });

  it("refuses a group the user is not in with 'No tienes acceso a esta formación'", async () => {
    const outsider = await createContact(t.database.db);
    const response = await getContent(
      await createSession(t.database.db, outsider.edu_codigocontacto),
      course.parent.edu_codigoformacion,
      `group=${course.group.edu_codigoformacion}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'error', code: 'no_access', message: 'No tienes acceso a esta formación' });
  });

  it('lets a freemium visitor view an open group without enrolment, with only freemium content open', async () => {
    const db = t.database.db;
    const { parent, group, event } = await createFreemiumGroup(db);
    const { topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const { eventTopics } = await import('../../db/schema');
    await db.insert(eventTopics).values({ event_id: event!.id, topic_id: topic.id, unidad_id: topic.unidad_id });
    const paid = await createEvent(db, {
      title: 'Clase de pago',
      formations: [group.edu_codigoformacion],
      topic: { id: topic.id, unidad_id: topic.unidad_id },
    });
    const visitor = await createContact(db, { freemium: true });
    const response = await getContent(await createSession(db, visitor.edu_codigocontacto), parent.edu_codigoformacion, `group=${group.edu_codigoformacion}`);
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.json());
    expect(events.find((e) => e.id === event!.id)!.availability.isAvailable).toBe(true);
    expect(events.find((e) => e.id === paid.id)!.availability).toMatchObject({ isAvailable: false, reason: 'freemium' });
    // The same visitor has no access to a group that is not open to freemium trials.
    expect(
      (await getContent(await createSession(db, visitor.edu_codigocontacto), course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}`))
        .statusCode,
    ).toBe(403);
  });

  it('validates the query: group required, event in the tree, formation matching the group', async () => {
    const missing = await getContent(token, course.parent.edu_codigoformacion, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Falta el grupo');
    expect((await getContent(token, course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}&event=abc`)).statusCode).toBe(400);
    expect((await getContent(token, course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}&event=99999999`)).statusCode).toBe(404);
    expect(
      (await getContent(token, course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}&event=${course.events.open.id}`)).statusCode,
    ).toBe(200);
    expect((await getContent(token, 'FOR-OTRA', `group=${course.group.edu_codigoformacion}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/content/units/{id}', () => {
  const rename = (bearer: string, id: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/content/units/${id}`, headers: auth(bearer), payload: body as object });

  it('lets staff (contact types 4 or 6) rename a unit, answering 201', async () => {
    const staff = await createContact(t.database.db, { edu_tipocontacto: '1,4' });
    const [original] = await t.database.db.select({ titulo: units.titulo }).from(units).where(eq(units.id, course.units.regular.id));
    const response = await rename(await createSession(t.database.db, staff.edu_codigocontacto), course.units.regular.id, {
      titulo: '  Unidad 1. Fundamentos de programación ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'ok', unit: { id: course.units.regular.id, titulo: 'Unidad 1. Fundamentos de programación' } });
    const [stored] = await t.database.db.select().from(units).where(eq(units.id, course.units.regular.id));
    expect(stored!.titulo).toBe('Unidad 1. Fundamentos de programación');
    // Issue 31: the rename is in the audit log, with the title before and after.
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.actor_code, staff.edu_codigocontacto));
    expect(audited).toMatchObject({
      action: 'unit.rename',
      entity_type: 'unit',
      entity_id: String(course.units.regular.id),
      summary: `Unidad «${original!.titulo}» renombrada a «Unidad 1. Fundamentos de programación»`,
      before: { titulo: original!.titulo },
      after: { titulo: 'Unidad 1. Fundamentos de programación' },
    });
    const teacherStaff = await createContact(t.database.db, { edu_tipocontacto: '6' });
    expect(
      (await rename(await createSession(t.database.db, teacherStaff.edu_codigocontacto), course.units.regular.id, { titulo: 'Unidad 1. Fundamentos' }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses students and teachers, an empty title and an unknown unit', async () => {
    expect((await rename(token, course.units.regular.id, { titulo: 'Mi unidad' })).statusCode).toBe(403);
    const teacher = await createContact(t.database.db, { edu_tipocontacto: '5' });
    expect((await rename(await createSession(t.database.db, teacher.edu_codigocontacto), course.units.regular.id, { titulo: 'Mi unidad' })).statusCode).toBe(
      403,
    );
    const staff = await createSession(t.database.db, (await createContact(t.database.db, { edu_tipocontacto: '4' })).edu_codigocontacto);
    for (const body of [{ titulo: '   ' }, {}]) {
      const empty = await rename(staff, course.units.regular.id, body);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('El titulo de la unidad no puede estar vacio');
    }
    expect((await rename(staff, 99999999, { titulo: 'Unidad' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/events/contact/{eventId}/{contactCode}', () => {
  const patch = (bearer: string, eventId: number, contactCode: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/events/contact/${eventId}/${contactCode}`, headers: auth(bearer), payload: body as object });
  const completionOf = async (eventId: number, contactCode: string) =>
    (
      await t.database.db
        .select()
        .from(eventContacts)
        .where(and(eq(eventContacts.event_id, eventId), eq(eventContacts.edu_codigocontacto, contactCode)))
    )[0]?.completed;

  it('marks an open event completed and back, for the user only', async () => {
    const code = course.student.edu_codigocontacto;
    const done = await patch(token, course.events.open.id, code, { completed: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'ok', eventId: course.events.open.id, completed: 1 });
    expect(await completionOf(course.events.open.id, code)).toBe(1);
    expect((await patch(token, course.events.open.id, code, { completed: 0 })).json().completed).toBe(0);
    expect(await completionOf(course.events.open.id, code)).toBe(0);
    const other = await createContact(t.database.db);
    expect((await patch(token, course.events.open.id, other.edu_codigocontacto, { completed: 1 })).statusCode).toBe(403);
  });

  it('refuses a locked event with its reason, and an event still to come', async () => {
    const code = course.student.edu_codigocontacto;
    const locked = await patch(token, course.events.expired.id, code, { completed: 1 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Este contenido ha dejado de estar disponible');
    expect((await patch(token, course.events.extraClass.id, code, { completed: 1 })).json().message).toBe('Este contenido pertenece a una unidad extra');
    const live = await createEvent(t.database.db, {
      event_type: 'clases_directo',
      formations: [course.group.edu_codigoformacion],
      start_date: new Date(Date.now() + 3 * 86_400_000),
    });
    const future = await patch(token, live.id, code, { completed: 1 });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe('No puedes completar un evento que aún no ha tenido lugar');
    expect(await completionOf(live.id, code)).toBeUndefined();
  });

  it('applies to the linked rescheduled event too', async () => {
    const db = t.database.db;
    const original = await createEvent(db, {
      event_type: 'clases_directo',
      formations: [course.group.edu_codigoformacion],
      start_date: new Date(Date.now() - 6 * 86_400_000),
    });
    const moved = await createEvent(db, {
      event_type: 'clases_directo',
      formations: [course.group.edu_codigoformacion],
      start_date: new Date(Date.now() - 4 * 86_400_000),
      rescheduled: 1,
      event_original: original.id,
    });
    const { events } = await import('../../db/schema');
    await db.update(events).set({ event_rescheduled: moved.id }).where(eq(events.id, original.id));
    expect((await patch(token, moved.id, course.student.edu_codigocontacto, { completed: 1 })).statusCode).toBe(200);
    expect(await completionOf(original.id, course.student.edu_codigocontacto)).toBe(1);
    expect(await completionOf(moved.id, course.student.edu_codigocontacto)).toBe(1);
  });

  it('validates the body and the event', async () => {
    const code = course.student.edu_codigocontacto;
    const bad = await patch(token, course.events.open.id, code, { completed: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('completed debe ser 0 o 1');
    expect((await patch(token, 99999999, code, { completed: 1 })).statusCode).toBe(404);
    expect((await patch(token, 0, code, { completed: 1 })).statusCode).toBe(400);
  });
});

describe('GET /api/formations/{code}', () => {
  it('answers the group with its parent name and teachers to a member', async () => {
    const teacher = await createContact(t.database.db, { edu_tipocontacto: '5', fullname: 'Tutor Luis Prado' });
    await t.database.db
      .insert(formationTeachers)
      .values({ edu_codigoformacion: course.group.edu_codigoformacion, edu_codigocontacto: teacher.edu_codigocontacto, role: 'Tutor del grupo' });
    const response = await t.app.inject({ url: `/api/formations/${course.group.edu_codigoformacion}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const { formation } = formationDetailAnswerSchema.parse(response.json());
    expect(formation).toMatchObject({
      edu_codigoformacion: course.group.edu_codigoformacion,
      edu_formacion: course.group.edu_formacion,
      edu_principalcodigoformacion: course.parent.edu_codigoformacion,
      edu_principal: course.parent.edu_formacion,
      teachers: [{ edu_codigocontacto: teacher.edu_codigocontacto, fullname: 'Tutor Luis Prado', foto: null, role: 'Tutor del grupo' }],
    });
    // The main formation is reached through the student's group of it.
    expect((await t.app.inject({ url: `/api/formations/${course.parent.edu_codigoformacion}`, headers: auth(token) })).statusCode).toBe(200);
    // The teacher reaches the group they teach.
    expect(
      (
        await t.app.inject({
          url: `/api/formations/${course.group.edu_codigoformacion}`,
          headers: auth(await createSession(t.database.db, teacher.edu_codigocontacto)),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses others (403), unknown codes (404) and anonymous requests (401)', async () => {
    const outsider = await createSession(t.database.db, (await createContact(t.database.db)).edu_codigocontacto);
    const refused = await t.app.inject({ url: `/api/formations/${course.group.edu_codigoformacion}`, headers: auth(outsider) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes acceso a esta formación');
    expect((await t.app.inject({ url: '/api/formations/NO-EXISTE', headers: auth(outsider) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/formations/${course.group.edu_codigoformacion}` })).statusCode).toBe(401);
  });
});

describe('POST /api/events/contact/complete/{contactId} counts only content the student can open', () => {
  it('leaves locked and not-yet-published content out of the percentage', async () => {
    const db = t.database.db;
    const student = await createContact(db);
    await createEnrolment(db, student, course.group);
    await db.insert(eventContacts).values({ event_id: course.events.open.id, edu_codigocontacto: student.edu_codigocontacto, completed: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/contact/complete/${student.edu_codigocontacto}`,
      headers: auth(await createSession(db, student.edu_codigocontacto)),
      payload: { formation: course.group.edu_codigoformacion },
    });
    // Open for this student: the open class, the undated class and the class of the test above with no window.
    const open = eventsOf(
      (
        await getContent(await createSession(db, student.edu_codigocontacto), course.parent.edu_codigoformacion, `group=${course.group.edu_codigoformacion}`)
      ).json(),
    ).filter((e) => e.availability.isAvailable);
    expect(response.json().data).toEqual({ percentage_partial: Math.round((1 / open.length) * 10000) / 100, completed: 1, total: open.length });
    expect(open.map((e) => e.title)).not.toContain('Clase futura');
  });
});
