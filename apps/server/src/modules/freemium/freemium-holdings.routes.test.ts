import { freemiumLoginAnswerSchema, type FreemiumProvider } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreemiumGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSetCookies } from '../../test/freemium-helpers';

// The access policies cache each user's holdings: the trial enrolment must drop them itself. Direct writes keep
// every cache here (keepCachesOnDirectWrites), so a new trial group seen at once is the service's own invalidation.
const LOGIN_URI = 'http://localhost:3000/login';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await t.close();
});

/** Signs a visitor in through the built-in provider for a course, as a browser does; answers the login answer. */
async function signInToCourse(provider: FreemiumProvider, course: string, email: string) {
  const { url, state } = (await t.app.inject({ url: `/api/auth/freemium/${provider}/authorize-url?course=${encodeURIComponent(course)}` })).json();
  const authorize = new URL(url);
  const page = await t.app.inject({ url: authorize.pathname + authorize.search });
  const cookie = readSetCookies(page);
  const back = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, name: 'Lucía Prieto Gil', email }).toString(),
  });
  const code = new URL(back.headers.location as string).searchParams.get('code');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-oauth-alumno-freemium',
    payload: { provider, code, redirectUri: LOGIN_URI, course },
    headers: { cookie },
  });
  expect(login.statusCode).toBe(200);
  return freemiumLoginAnswerSchema.parse(login.json());
}

describe('cached holdings and the free trial', () => {
  it('a trial in a second course shows in "my formations" of a session already open, on its very next read', async () => {
    const first = await createFreemiumGroup(t.database.db);
    const second = await createFreemiumGroup(t.database.db);
    const email = `prueba.${Date.now()}@gmail.test`;
    const login = await signInToCourse('google', first.group.edu_codigoformacion, email);
    const readMyGroups = async () =>
      (await t.app.inject({ url: `/api/lineaMatriculas/formations/${login.user.edu_codigocontacto}`, headers: { authorization: `Bearer ${login.token}` } }))
        .json()
        .formations.map((f: { edu_codigoformacion: string }) => f.edu_codigoformacion);
    // Twice: the second read answers from the cached holdings.
    expect(await readMyGroups()).toEqual([first.group.edu_codigoformacion]);
    expect(await readMyGroups()).toEqual([first.group.edu_codigoformacion]);

    await signInToCourse('google', second.group.edu_codigoformacion, email);
    expect(await readMyGroups()).toContain(second.group.edu_codigoformacion);
  });
});
