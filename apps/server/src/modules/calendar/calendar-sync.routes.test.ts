import { calendarFeedAnswerSchema, texts } from '@campus/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createEnrolment, createEvent, createFormationWithGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Tuesday 24 November 2026 in Madrid.
const NOW = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

async function enrolledStudent() {
  const db = t.database.db;
  const contact = await createContact(db);
  const token = await createSession(db, contact.edu_codigocontacto, { now: NOW });
  const headers = { authorization: `Bearer ${token}` };
  // The course began in September, so October's live classes are open.
  const { group } = await createFormationWithGroup(db, {
    now: NOW,
    group: { edu_formacion: 'DAW · Grupo A', edu_fechainicioclases: at('2026-09-01T00:00:00Z') },
  });
  await createEnrolment(db, contact, group);
  return { contact, headers, group, get: (url: string) => t.app.inject({ url, headers }) };
}

/** Parses an iCalendar text with ical.js (an independent parser), registering its VTIMEZONEs. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/**
 * RFC 5545 §3.1 line rules, checked on the raw text (ical.js forgives them): every line, the last one too, ends with
 * CRLF, no bare LF or CR anywhere, and no line is longer than 75 octets (longer ones are folded).
 */
function expectRfc5545Lines(text: string) {
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
}

const madridWallTime = (date: Date) =>
  date.toLocaleString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });

describe('GET /api/events/synchronize/{id} and /serie/{serieId}', () => {
  it('answers an RFC 5545 file with the Madrid VTIMEZONE whose times hold across the DST change', async () => {
    const db = t.database.db;
    const { get, group } = await enrolledStudent();
    // 18:00 in Madrid: summer time on Saturday 24 October (16:00 UTC), winter time on Monday 26 October (17:00 UTC).
    const serie = '6f1c1d9e-2f5a-4d1e-9a57-0c9d2b7f4e10';
    const before = await createEvent(db, {
      title: 'Clase en directo: HTTP',
      description: '<p>Repaso de <strong>HTTP</strong></p>',
      event_type: 'clases_directo',
      serie_id: serie,
      start_date: at('2026-10-24T16:00:00Z'),
      end_date: at('2026-10-24T17:30:00Z'),
      join_url: 'https://meet.campus.test/daw',
      formations: [group.edu_codigoformacion],
      updated_at: at('2026-10-01T08:00:00Z'),
    });
    // Longer than a line may be, with accented letters (two octets each): folded at 75 octets, not 75 characters.
    const longDescription =
      'Repaso de cabeceras, códigos de estado y negociación de contenido en las APIs REST, con ejercicios prácticos corregidos en directo.';
    const after = await createEvent(db, {
      title: 'Clase en directo: REST',
      description: `<p>${longDescription}</p>`,
      event_type: 'clases_directo',
      serie_id: serie,
      start_date: at('2026-10-26T17:00:00Z'),
      end_date: at('2026-10-26T18:30:00Z'),
      join_url: 'https://meet.campus.test/daw',
      formations: [group.edu_codigoformacion],
      updated_at: at('2026-10-02T08:00:00Z'),
    });
    // Of the same series but of another group: not the student's to download.
    const { group: foreignGroup } = await createFormationWithGroup(db, { now: NOW });
    await createEvent(db, { serie_id: serie, start_date: at('2026-10-28T17:00:00Z'), formations: [foreignGroup.edu_codigoformacion] });

    const single = await get(`/api/events/synchronize/${before.id}`);
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(single.headers['content-disposition']).toBe(`attachment; filename="evento-${before.id}.ics"`);
    expectRfc5545Lines(single.body);
    const { calendar, events } = parse(single.body);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`event-${before.id}@campus`);
    expect(event!.summary).toBe('Clase en directo: HTTP');
    expect(event!.description).toBe(`Repaso de HTTP\n\n${texts.calendar.icsJoinLabel.replace('{url}', 'https://meet.campus.test/daw')}`);
    expect(event!.component.getFirstPropertyValue('url')).toBe('https://meet.campus.test/daw');
    expect(event!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(event!.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-10-24T16:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-10-24T17:30:00.000Z');
    expect(event!.sequence).toBeGreaterThan(0);

    const whole = await get(`/api/events/synchronize/serie/${serie}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe(`attachment; filename="serie-${serie}.ics"`);
    expectRfc5545Lines(whole.body);
    expect(whole.body).toMatch(/\r\n /);
    const parsed = parse(whole.body);
    expect(parsed.events[1]!.description).toContain(longDescription);
    expect(parsed.events.map((e) => e.uid)).toEqual([`event-${before.id}@campus`, `event-${after.id}@campus`]);
    // Both at 18:00 Madrid wall time, on either side of the change to winter time.
    expect(parsed.events.map((e) => e.startDate.toString())).toEqual(['2026-10-24T18:00:00', '2026-10-26T18:00:00']);
    expect(parsed.events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(['2026-10-24T16:00:00.000Z', '2026-10-26T17:00:00.000Z']);
    expect(parsed.events.map((e) => madridWallTime(e.startDate.toJSDate()))).toEqual(['24/10, 18:00', '26/10, 18:00']);
    // The later change has the higher SEQUENCE.
    expect(parsed.events[1]!.sequence).toBeGreaterThan(parsed.events[0]!.sequence);
  });

  it('answers 404 for an event or a series the user cannot see, 400 for a bad series id, 401 without a session', async () => {
    const db = t.database.db;
    const { get } = await enrolledStudent();
    const { group: foreignGroup } = await createFormationWithGroup(db, { now: NOW });
    const foreign = await createEvent(db, {
      serie_id: '0f8e2a4c-1b3d-4e5f-8a9b-1c2d3e4f5a6b',
      start_date: at('2026-11-28T17:00:00Z'),
      formations: [foreignGroup.edu_codigoformacion],
    });
    expect((await get(`/api/events/synchronize/${foreign.id}`)).statusCode).toBe(404);
    const serie = await get('/api/events/synchronize/serie/0f8e2a4c-1b3d-4e5f-8a9b-1c2d3e4f5a6b');
    expect(serie.statusCode).toBe(404);
    expect(serie.json().message).toBe(texts.calendar.serieNotFound);
    const bad = await get('/api/events/synchronize/serie/no-es-una-serie');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(texts.calendar.serieInvalid);
    expect((await t.app.inject({ url: `/api/events/synchronize/${foreign.id}` })).statusCode).toBe(401);
  });

  it('writes an all-day event as DATE values with an exclusive end', async () => {
    const db = t.database.db;
    const { get, group } = await enrolledStudent();
    const exam = await createEvent(db, {
      title: 'Examen final',
      event_type: 'examen',
      all_day: true,
      event_date: '2026-12-15',
      start_date: at('2026-12-14T23:00:00Z'),
      end_date: at('2026-12-15T22:59:00Z'),
      formations: [group.edu_codigoformacion],
    });
    const [event] = parse((await get(`/api/events/synchronize/${exam.id}`)).body).events;
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-12-15');
    expect(event!.endDate.toString()).toBe('2026-12-16');
  });
});

describe('personal calendar feed', () => {
  it('is created, read by its secret address, rotated (the old address stops working) and revoked', async () => {
    const db = t.database.db;
    const { contact, headers, get, group } = await enrolledStudent();
    const original = await createEvent(db, { title: 'Tema 1', start_date: at('2026-11-10T16:00:00Z'), formations: [group.edu_codigoformacion] });
    const planned = await createEvent(db, {
      title: 'Tema 1',
      start_date: at('2026-11-27T16:00:00Z'),
      rescheduled: 1,
      event_original: original.id,
      plan_contact: contact.edu_codigocontacto,
      plan_group: group.edu_codigoformacion,
    });
    const live = await createEvent(db, {
      title: 'Clase',
      event_type: 'clases_directo',
      start_date: at('2026-12-03T17:00:00Z'),
      join_url: 'https://meet.campus.test/x',
      formations: [group.edu_codigoformacion],
    });
    const tutoring = await createEvent(db, {
      title: 'Tutoría',
      event_type: 'tutorias',
      start_date: at('2026-11-30T10:00:00Z'),
      contacts: [{ code: contact.edu_codigocontacto }],
    });
    await createEvent(db, { title: 'Hace mucho', start_date: at('2026-08-01T10:00:00Z'), formations: [group.edu_codigoformacion] });

    expect(calendarFeedAnswerSchema.parse((await get('/api/calendar-feed')).json()).feed).toBeNull();
    const created = calendarFeedAnswerSchema.parse((await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers })).json()).feed!;
    expect(created.httpsUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.httpsUrl.replace(/^http:/, 'webcal:'));
    expect(calendarFeedAnswerSchema.parse((await get('/api/calendar-feed')).json()).feed).toEqual(created);

    const path = new URL(created.httpsUrl).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expectRfc5545Lines(feed.body);
    const { events } = parse(feed.body);
    // The replaced original gives way to the study plan's event; older than 60 days is left out.
    expect(events.map((e) => e.uid)).toEqual([`event-${planned.id}@campus`, `event-${tutoring.id}@campus`, `event-${live.id}@campus`]);
    expect(events[2]!.component.getFirstPropertyValue('url')).toBe('https://meet.campus.test/x');
    // A poll of an unchanged feed answers 304 without the body.
    const etag = feed.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await t.app.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await createEvent(db, { title: 'Nueva', start_date: at('2026-12-10T17:00:00Z'), formations: [group.edu_codigoformacion] });
    const changed = await t.app.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(parse(changed.body).events).toHaveLength(4);

    const rotated = calendarFeedAnswerSchema.parse((await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers })).json()).feed!;
    expect(rotated.httpsUrl).not.toBe(created.httpsUrl);
    const old = await t.app.inject({ url: path });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(texts.calendar.feedNotFound);
    expect((await t.app.inject({ url: new URL(rotated.httpsUrl).pathname })).statusCode).toBe(200);

    expect(calendarFeedAnswerSchema.parse((await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers })).json()).feed).toBeNull();
    expect((await t.app.inject({ url: new URL(rotated.httpsUrl).pathname })).statusCode).toBe(404);
    expect(calendarFeedAnswerSchema.parse((await get('/api/calendar-feed')).json()).feed).toBeNull();
  });

  it('answers 404 for an unknown or malformed address and 401 to the management calls without a session', async () => {
    expect((await t.app.inject({ url: '/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar-feeds/nada' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar-feed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });

  it('limits how often one address may read feeds (60 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++)
      statuses.push(
        (await t.app.inject({ url: '/api/calendar-feeds/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics', remoteAddress: '203.0.113.7' })).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
  });
});
