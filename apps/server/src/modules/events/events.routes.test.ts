import { eventsAnswerSchema, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-05-04T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

async function student(overrides: Parameters<typeof createContact>[1] = {}) {
  const contact = await createContact(t.database.db, overrides);
  const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: NOW });
  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { contact, get };
}

const range = 'start_date=2026-05-01&end_date=2026-05-31';

describe('GET /api/events/contact/{code}/{email}', () => {
  it('lists the events of the student’s active groups, organized or invited, in the Madrid-day range, by start', async () => {
    const db = t.database.db;
    const { contact, get } = await student();
    const teacher = await createContact(db, { fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });
    const classmate = await createContact(db);
    const { group } = await createFormationWithGroup(db, { group: { edu_formacion: 'DAW · Grupo A' } });
    const { group: second } = await createFormationWithGroup(db, { group: { edu_formacion: 'DAW · Grupo B' } });
    const { group: withdrawn } = await createFormationWithGroup(db);
    const { group: foreign } = await createFormationWithGroup(db);
    await createEnrolment(db, contact, group);
    await createEnrolment(db, contact, withdrawn, { line: { edu_activa: 1 } });
    const live = await createEvent(db, {
      title: 'Clase en directo',
      event_type: 'clases_directo',
      start_date: at('2026-05-04T09:50:00Z'),
      end_date: at('2026-05-04T10:50:00Z'),
      join_url: 'https://meet.campus.test/daw',
      formations: [group.edu_codigoformacion, second.edu_codigoformacion],
      organizers: [teacher.edu_codigocontacto],
      contacts: [
        { code: contact.edu_codigocontacto, completed: 1 },
        { code: classmate.edu_codigocontacto, completed: 1 },
      ],
    });
    const early = await createEvent(db, {
      title: 'Tutoría',
      event_type: 'tutorias',
      start_date: at('2026-05-02T08:00:00Z'),
      contacts: [{ code: contact.edu_codigocontacto }],
    });
    // First of May in Madrid begins at 22:00 UTC on 30 April.
    const midnight = await createEvent(db, { title: 'Medianoche', start_date: at('2026-04-30T22:30:00Z'), formations: [group.edu_codigoformacion] });
    await createEvent(db, { title: 'Fuera de rango', start_date: at('2026-06-02T08:00:00Z'), formations: [group.edu_codigoformacion] });
    await createEvent(db, { title: 'De otro grupo', start_date: at('2026-05-05T08:00:00Z'), formations: [foreign.edu_codigoformacion] });
    await createEvent(db, { title: 'De un grupo dado de baja', start_date: at('2026-05-05T08:00:00Z'), formations: [withdrawn.edu_codigoformacion] });

    const response = await get(`/api/events/contact/${contact.edu_codigocontacto}/${encodeURIComponent(contact.emailaddress1.toUpperCase())}?${range}`);
    expect(response.statusCode).toBe(200);
    const body = eventsAnswerSchema.parse(response.json());
    expect(body.events.map((e) => e.id)).toEqual([midnight.id, early.id, live.id]);
    const liveSummary = body.events[2]!;
    expect(liveSummary).toMatchObject({
      title: 'Clase en directo',
      event_type: 'clases_directo',
      join_url: 'https://meet.campus.test/daw',
      start_date: '2026-05-04T09:50:00.000Z',
      end_date: '2026-05-04T10:50:00.000Z',
      event_date: '2026-05-04',
    });
    expect(liveSummary.formations).toEqual([
      { value: group.edu_codigoformacion, label: 'DAW · Grupo A' },
      { value: second.edu_codigoformacion, label: 'DAW · Grupo B' },
    ]);
    expect(liveSummary.organizers).toEqual([{ edu_codigocontacto: teacher.edu_codigocontacto, fullname: 'Alberto Sánchez Molina', foto: null }]);
    // A student sees their own completion, not their classmates'.
    expect(liveSummary.contacts).toEqual([{ edu_codigocontacto: contact.edu_codigocontacto, completed: 1 }]);
  });

  it('shows a freemium visitor only the freemium events of the trial group', async () => {
    const db = t.database.db;
    const { contact, get } = await student({ freemium: true });
    const { group } = await createFormationWithGroup(db, { group: { is_freemium_available: true } });
    await createEnrolment(db, contact, group);
    const free = await createEvent(db, { start_date: at('2026-05-06T08:00:00Z'), formations: [group.edu_codigoformacion], freemium: true });
    await createEvent(db, { start_date: at('2026-05-06T09:00:00Z'), formations: [group.edu_codigoformacion] });
    const body = (await get(`/api/events/contact/${contact.edu_codigocontacto}/${contact.emailaddress1}?${range}`)).json();
    expect(body.events.map((e: { id: number }) => e.id)).toEqual([free.id]);
  });

  it('lists only a staff member’s own agenda, not every event of the academy', async () => {
    const db = t.database.db;
    const { contact, get } = await student({ edu_tipocontacto: '1,4' });
    const { group } = await createFormationWithGroup(db);
    await createEnrolment(db, contact, group);
    const own = await createEvent(db, { start_date: at('2026-05-07T08:00:00Z'), formations: [group.edu_codigoformacion] });
    const { group: other } = await createFormationWithGroup(db);
    await createEvent(db, { start_date: at('2026-05-07T09:00:00Z'), formations: [other.edu_codigoformacion] });
    const body = (await get(`/api/events/contact/${contact.edu_codigocontacto}/${contact.emailaddress1}?${range}`)).json();
    expect(body.events.map((e: { id: number }) => e.id)).toEqual([own.id]);
  });

  it('refuses another user’s code or e-mail (403), a bad range (400) and anonymous calls (401)', async () => {
    const { contact, get } = await student();
    const other = await createContact(t.database.db);
    expect((await get(`/api/events/contact/${other.edu_codigocontacto}/${other.emailaddress1}?${range}`)).statusCode).toBe(403);
    const wrongEmail = await get(`/api/events/contact/${contact.edu_codigocontacto}/${other.emailaddress1}?${range}`);
    expect(wrongEmail.statusCode).toBe(403);
    expect(wrongEmail.json().message).toBe(texts.events.contactMismatch);
    const url = (query: string) => `/api/events/contact/${contact.edu_codigocontacto}/${contact.emailaddress1}?${query}`;
    expect((await get(url('start_date=2026-05-31&end_date=2026-05-01'))).json()).toMatchObject({
      status: 'error',
      message: 'La fecha de inicio debe ser anterior a la de fin',
    });
    expect((await get(url('start_date=2026-13-40&end_date=2026-14-01'))).statusCode).toBe(400);
    expect((await get(url('start_date=2026-01-01&end_date=2027-06-01'))).json().message).toBe('El intervalo de fechas no puede superar un año');
    expect((await get(url('start_date=ayer&end_date=2026-05-01'))).json().message).toBe('La fecha debe tener el formato AAAA-MM-DD');
    expect((await t.app.inject({ url: url(range) })).statusCode).toBe(401);
  });
});

describe('GET /api/events/onlyInfo/{id}', () => {
  it('answers an event the user may see and 404 for any other', async () => {
    const db = t.database.db;
    const { contact, get } = await student();
    const { group } = await createFormationWithGroup(db);
    await createEnrolment(db, contact, group);
    const mine = await createEvent(db, { formations: [group.edu_codigoformacion], title: 'Examen parcial', event_type: 'examen' });
    const { group: foreign } = await createFormationWithGroup(db);
    const theirs = await createEvent(db, { formations: [foreign.edu_codigoformacion] });
    const ok = await get(`/api/events/onlyInfo/${mine.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'ok',
      event: { id: mine.id, title: 'Examen parcial', event_type: 'examen', formations: [{ value: group.edu_codigoformacion }] },
    });
    for (const id of [theirs.id, 999999]) {
      const missing = await get(`/api/events/onlyInfo/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No se encontró información del evento');
    }
    expect((await get('/api/events/onlyInfo/abc')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/events/onlyInfo/${mine.id}` })).statusCode).toBe(401);
    // Staff see every event, with everyone's completion.
    const staff = await student({ edu_tipocontacto: '1,4' });
    expect((await staff.get(`/api/events/onlyInfo/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('query count', () => {
  it('lists the home agenda in one statement however many events, groups, organizers and attendees it has', async () => {
    const db = t.database.db;
    const { contact, get } = await student();
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    const { group } = await createFormationWithGroup(db);
    await createEnrolment(db, contact, group);
    const addEvent = (day: number) =>
      createEvent(db, {
        start_date: at(`2026-05-${String(day).padStart(2, '0')}T09:00:00Z`),
        end_date: at(`2026-05-${String(day).padStart(2, '0')}T10:00:00Z`),
        formations: [group.edu_codigoformacion],
        organizers: [teacher.edu_codigocontacto],
        contacts: [{ code: contact.edu_codigocontacto, completed: 1 }],
      });
    await addEvent(5);
    const url = `/api/events/contact/${contact.edu_codigocontacto}/${encodeURIComponent(contact.emailaddress1)}?${range}`;
    const own = (statements: string[]) => statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql));
    await get(url); // the session and the holdings are now cached: what follows is the agenda itself
    t.app.ctx.eventsService.clearAgendas();
    const few = await t.recordQueries(() => get(url));
    // Factory writes drop the cached agendas in this file (see agenda-answers.routes.test.ts for the app's own).
    for (let day = 6; day < 16; day++) await addEvent(day);
    const many = await t.recordQueries(() => get(url));
    const warm = await t.recordQueries(() => get(url));
    expect(many.result.json().events).toHaveLength(11);
    expect(many.result.json().events[3]).toMatchObject({
      organizers: [{ edu_codigocontacto: teacher.edu_codigocontacto }],
      contacts: [{ edu_codigocontacto: contact.edu_codigocontacto, completed: 1 }],
    });
    expect(own(few.statements)).toHaveLength(1);
    expect(own(many.statements)).toHaveLength(1);
    // Served again until an event, the student's groups or their completions change.
    expect(own(warm.statements)).toHaveLength(0);
    expect(warm.result.json()).toEqual(many.result.json());
  });
});
