import { gunzipSync } from 'node:zlib';
import { profileAnswerSchema, texts } from '@campus/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads-helpers';

// The app's own writes must drop the kept profile: this app keeps its caches when statements are written
// (keepCachesOnDirectWrites), so only the app's invalidation can make a change show.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const gzip = { 'accept-encoding': 'gzip' };

async function signedIn(app: TestApp) {
  const contact = await createContact(app.database.db, {
    firstname: 'Lucía',
    lastname: 'Fernández Ortega',
    fullname: 'Lucía Fernández Ortega',
    edu_alergias: 'Penicilina',
  });
  const token = await createSession(app.database.db, contact.edu_codigocontacto);
  const code = contact.edu_codigocontacto;
  const read = (url = `/api/user/${code}`, headers = {}) => app.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
  const profile = async () => profileAnswerSchema.parse((await read()).json()).contacto;
  return { code, token, read, profile };
}

describe('GET /api/user/{id}, kept between reads', () => {
  it('answers a warm read with no statement and the same bytes, from either path', async () => {
    const s = await signedIn(t);
    const cold = await s.read(undefined, gzip);
    expect(cold.statusCode).toBe(200);
    const warm = await t.recordQueries(() => s.read(undefined, gzip));
    expect(warm.statements).toEqual([]);
    expect(warm.result.rawPayload.equals(cold.rawPayload)).toBe(true);
    expect(warm.result.headers['content-encoding']).toBe('gzip');
    const freemiumPath = await t.recordQueries(() => s.read(`/api/user/freemium/${s.code}`));
    expect(freemiumPath.statements).toEqual([]);
    expect(freemiumPath.result.body).toBe(gunzipSync(cold.rawPayload).toString());
  });

  it('checks who asks before anything is served: another contact’s kept profile stays 404', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    await owner.read();
    const foreign = await t.app.inject({ method: 'GET', url: `/api/user/${owner.code}`, headers: auth(other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(texts.profile.userNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${owner.code}` })).statusCode).toBe(401);
  });

  it('shows a saved profile in the very next read', async () => {
    const s = await signedIn(t);
    const before = await s.profile();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${s.code}?plataforma=true`,
      headers: auth(s.token),
      payload: { contacto: { ...before, mobilephone: '+34 600 000 001', edu_alergias: 'Polen' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await s.profile()).toMatchObject({ mobilephone: '+34 600 000 001', edu_alergias: 'Polen' });
  });

  it('shows an uploaded and a removed picture in the very next read', async () => {
    const s = await signedIn(t);
    expect((await s.profile()).foto).toBeNull();
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const body = multipartBody([{ field: 'avatar', filename: 'foto.png', contentType: 'image/png', data: image }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-pic',
      headers: { ...auth(s.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await s.profile()).foto).toBe(uploaded.json().foto);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/profile-pic', headers: auth(s.token) })).statusCode).toBe(200);
    expect((await s.profile()).foto).toBeNull();
  });

  it('follows every contact write the app announces (e.g. the trial’s enrolment flag), and only those', async () => {
    const s = await signedIn(t);
    expect((await s.profile()).edu_matriculado).toBe(true);
    await t.database.db.update(contacts).set({ edu_matriculado: '0' }).where(eq(contacts.edu_codigocontacto, s.code));
    // Unannounced (an outside writer): kept until the sign-in cache's TTL.
    expect((await s.profile()).edu_matriculado).toBe(true);
    t.app.ctx.changes.publish('contacts', s.code);
    expect((await s.profile()).edu_matriculado).toBe(false);
  });
});

describe('GET /api/user/{id} in tests that write contacts directly', () => {
  it('shows a factory’s write to the contact in the next read (the test app drops the cached rows)', async () => {
    const direct = await createTestApp();
    try {
      const s = await signedIn(direct);
      expect((await s.profile()).edu_alergias).toBe('Penicilina');
      await direct.database.db.update(contacts).set({ edu_alergias: 'Ninguna' }).where(eq(contacts.edu_codigocontacto, s.code));
      expect((await s.profile()).edu_alergias).toBe('Ninguna');
    } finally {
      await direct.close();
    }
  });
});
