import { contactStatsAnswerSchema, texts, addCalendarDays, toAcademyDay } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityRecords, contactActivityDays, sessions } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// 23:30 UTC is already the next day in Madrid: the streak counts Madrid days.
const NOW = new Date('2026-06-10T23:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: NOW });
  return { contact, token, headers: { authorization: `Bearer ${token}` } };
}

describe('GET /api/actividades/{contactCode}/{flag}', () => {
  it('computes the streak, the weekly average and the previous connection from the user’s days', async () => {
    const { contact, headers } = await signedIn();
    const today = toAcademyDay(NOW);
    expect(today).toBe('2026-06-11');
    const code = contact.edu_codigocontacto;
    const offsets = [0, -1, -2, -4, -10, -40, -200];
    await t.database.db.insert(contactActivityDays).values(offsets.map((o) => ({ edu_codigocontacto: code, day: addCalendarDays(today, o) })));
    const previous = new Date('2026-06-08T18:00:00Z');
    await t.database.db
      .insert(sessions)
      .values({ token_hash: 'x'.repeat(64), edu_codigocontacto: code, method: 'code', created_at: previous, last_seen_at: previous, expires_at: previous });

    const short = await t.app.inject({ url: `/api/actividades/${code}/0`, headers });
    expect(short.statusCode).toBe(200);
    const body = contactStatsAnswerSchema.parse(short.json());
    expect(body).toEqual({
      status: 'ok',
      racha: 3,
      mediaConexion: 1.25,
      lastConexion: previous.toISOString(),
      data: { activeDays: ['2026-06-11', '2026-06-10', '2026-06-09', '2026-06-07', '2026-06-01'] },
    });
    const full = (await t.app.inject({ url: `/api/actividades/${code}/1`, headers })).json();
    expect(full.data.activeDays).toHaveLength(7);
  });

  it('keeps yesterday’s streak until today is over, and a sign-in records today (Madrid)', async () => {
    const { contact, headers } = await signedIn();
    const code = contact.edu_codigocontacto;
    await t.database.db.insert(contactActivityDays).values([
      { edu_codigocontacto: code, day: '2026-06-10' },
      { edu_codigocontacto: code, day: '2026-06-09' },
    ]);
    expect((await t.app.inject({ url: `/api/actividades/${code}/0`, headers })).json().racha).toBe(2);
    await t.app.ctx.authService.openSession(contact, 'code', undefined);
    const days = await t.database.db.select().from(contactActivityDays).where(eq(contactActivityDays.edu_codigocontacto, code));
    expect(days.map((d) => d.day)).toContain('2026-06-11');
    expect((await t.app.inject({ url: `/api/actividades/${code}/0`, headers })).json().racha).toBe(3);
  });

  it('refuses another user’s statistics (403), a bad flag (400) and anonymous calls (401)', async () => {
    const { headers } = await signedIn();
    const other = await createContact(t.database.db);
    expect((await t.app.inject({ url: `/api/actividades/${other.edu_codigocontacto}/1`, headers })).statusCode).toBe(403);
    const { contact } = await signedIn();
    const own = await signedIn();
    expect((await t.app.inject({ url: `/api/actividades/${own.contact.edu_codigocontacto}/7`, headers: own.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/actividades/${contact.edu_codigocontacto}/1` })).statusCode).toBe(401);
  });
});

describe('POST /api/actividades/asistencia', () => {
  it('records the user’s own join and check-out with 201', async () => {
    const { contact, headers } = await signedIn();
    const code = contact.edu_codigocontacto;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/actividades/asistencia',
      headers,
      payload: {
        actividades: [
          { tipo_actividad_id: 3, edu_codigocontacto: code, hasActivity: true, metadata: { id_evento: 12, id_grupo: 'GRU-X' } },
          { tipo_actividad_id: 8, edu_codigocontacto: code },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'ok', created: 2 });
    const rows = await t.database.db.select().from(activityRecords).where(eq(activityRecords.edu_codigocontacto, code));
    expect(rows.map((r) => [r.tipo_actividad_id, r.has_activity, r.metadata]).sort()).toEqual([
      [3, true, { id_evento: 12, id_grupo: 'GRU-X' }],
      [8, true, null],
    ]);
  });

  it('refuses another contact’s activity (403, nothing saved), bad input (400) and anonymous calls (401)', async () => {
    const { contact, headers } = await signedIn();
    const other = await createContact(t.database.db);
    const payload = {
      actividades: [
        { tipo_actividad_id: 3, edu_codigocontacto: contact.edu_codigocontacto },
        { tipo_actividad_id: 3, edu_codigocontacto: other.edu_codigocontacto },
      ],
    };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/actividades/asistencia', headers, payload });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(texts.activity.foreignContact);
    expect(await t.database.db.$count(activityRecords, eq(activityRecords.edu_codigocontacto, contact.edu_codigocontacto))).toBe(0);
    const badType = await t.app.inject({
      method: 'POST',
      url: '/api/actividades/asistencia',
      headers,
      payload: { actividades: [{ tipo_actividad_id: 9, edu_codigocontacto: contact.edu_codigocontacto }] },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('El tipo de actividad no es válido');
    const empty = await t.app.inject({ method: 'POST', url: '/api/actividades/asistencia', headers, payload: { actividades: [] } });
    expect(empty.json().message).toBe('No hay actividades que guardar');
    expect((await t.app.inject({ method: 'POST', url: '/api/actividades/asistencia', payload })).statusCode).toBe(401);
  });
});
