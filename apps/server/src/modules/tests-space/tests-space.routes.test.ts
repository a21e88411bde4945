import { texts } from '@campus/contract';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

const SECRET = 'secreto-compartido-con-el-espacio-de-tests-0123456789';
const NOW = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { TEST_SPACE_URL: 'https://tests.academia.example/acceso?origen=campus', TEST_SPACE_SECRET: SECRET } });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/vilearning/token', () => {
  it('answers a 5-minute HS256 token naming the student and the test-space address that opens it', async () => {
    const contact = await createContact(t.database.db, { fullname: 'Lucía Fernández Ortega' });
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    const response = await t.app.inject({ url: '/api/vilearning/token', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const { payload, protectedHeader } = await jwtVerify(data.token, new TextEncoder().encode(SECRET), {
      audience: 'https://tests.academia.example',
      issuer: 'http://localhost:3000',
      currentDate: NOW,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: contact.edu_codigocontacto, name: 'Lucía Fernández Ortega', email: contact.emailaddress1 });
    expect(payload.exp! - payload.iat!).toBe(300);
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe('https://tests.academia.example/acceso');
    expect(url.searchParams.get('origen')).toBe('campus');
    expect(url.searchParams.get('token')).toBe(data.token);
    expect(new Date(data.expiresAt).getTime()).toBe(payload.exp! * 1000);
    await expect(jwtVerify(data.token, new TextEncoder().encode('otro-secreto-de-al-menos-treinta-y-dos-caracteres'))).rejects.toThrow();
  });

  it('refuses freemium visitors (403) and anonymous calls (401)', async () => {
    const visitor = await createContact(t.database.db, { freemium: true });
    const token = await createSession(t.database.db, visitor.edu_codigocontacto);
    const refused = await t.app.inject({ url: '/api/vilearning/token', headers: { authorization: `Bearer ${token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'no_access', message: texts.tests.noAccess });
    expect((await t.app.inject({ url: '/api/vilearning/token' })).statusCode).toBe(401);
  });
});
