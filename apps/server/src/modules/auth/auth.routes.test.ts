import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContact, createTeacherToken } from '../../test/factories';

const LOGIN_URI = 'http://localhost:3000/login';
const PUBLIC_ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Secreto.2026';

let clock = new Date('2026-11-21T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

/** Opens the academy page as the web does (GET with a state) and answers the state cookie it sets. */
async function openAcademyPage(state: string): Promise<string> {
  const page = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${encodeURIComponent(state)}` });
  expect(page.statusCode).toBe(200);
  return ([] as string[])
    .concat(page.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}

/** Signs in on the academy page from this app's own page, in the browser that opened it, and answers the response. */
async function signInOnAcademyPage(email: string, password = PASSWORD, state = 'estado-123') {
  const cookie = await openAcademyPage(state);
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN, cookie },
    payload: new URLSearchParams({ email, password, redirect_uri: LOGIN_URI, state }).toString(),
  });
  return response;
}

async function codeFor(email: string): Promise<string> {
  const response = await signInOnAcademyPage(email);
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location as string).searchParams.get('code')!;
}

async function loginWithCode(code: string) {
  return t.app.inject({ method: 'GET', url: `/api/auth/login-app-alumno?code=${encodeURIComponent(code)}&platform=alumno` });
}

async function tokenFor(email: string): Promise<string> {
  const response = await loginWithCode(await codeFor(email));
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('academy sign-in page (built-in identity provider)', () => {
  it('shows a Spanish form for this app’s own /login and refuses a foreign return address', async () => {
    const ok = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=abc` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.body).toContain('Correo electrónico');
    expect(ok.body).toContain('Contraseña');
    expect(ok.body).toContain('name="state" value="abc"');
    const foreign = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent('https://evil.example/login')}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain(texts.identity.invalidRedirect);
  });

  it('escapes what it echoes back', async () => {
    const response = await t.app.inject({
      url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(response.body).not.toContain('<script>x</script>');
  });

  it('answers 303 to /login with a long single-use code and the state', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const response = await signInOnAcademyPage(contact.emailaddress1);
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(LOGIN_URI);
    expect(location.searchParams.get('state')).toBe('estado-123');
    // 32 random bytes in base64url: at least 128 bits are required.
    expect(location.searchParams.get('code')!.length).toBeGreaterThanOrEqual(43);
  });

  it('shows the page again with the Spanish error on a wrong password or unknown e-mail', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    for (const [email, password] of [
      [contact.emailaddress1, 'otra-cosa'],
      ['nadie@campus.test', PASSWORD],
    ] as const) {
      const response = await signInOnAcademyPage(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(texts.identity.wrongCredentials);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('refuses a POST whose redirect_uri is not this app', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'a@b.es', password: 'x', redirect_uri: 'https://evil.example/login' }).toString(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('rate limits an account after 5 failures, even with the right password', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    for (let i = 0; i < 5; i++) expect((await signInOnAcademyPage(contact.emailaddress1, 'mal')).statusCode).toBe(401);
    const blocked = await signInOnAcademyPage(contact.emailaddress1, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(texts.identity.tooManyAttempts);
    // The window passes: the account can sign in again.
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expect((await signInOnAcademyPage(contact.emailaddress1, PASSWORD)).statusCode).toBe(303);
  });
});

describe('login CSRF on the academy page', () => {
  const postForm = (fields: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it('refuses a cross-site form POST without state: no code for the attacker’s account', async () => {
    const attacker = await createContact(t.database.db, { password: PASSWORD });
    const response = await postForm({ email: attacker.emailaddress1, password: PASSWORD, redirect_uri: LOGIN_URI }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(texts.identity.foreignOrigin);
    expect(response.headers.location).toBeUndefined();
    // Same origin (or a forged Referer-less request) but no state, or a state this browser never opened: refused too.
    const withoutState = await postForm({ email: attacker.emailaddress1, password: PASSWORD, redirect_uri: LOGIN_URI }, { origin: PUBLIC_ORIGIN });
    expect(withoutState.statusCode).toBe(403);
    expect(withoutState.body).toContain(texts.identity.invalidSignInRequest);
    const unbound = await postForm(
      { email: attacker.emailaddress1, password: PASSWORD, redirect_uri: LOGIN_URI, state: 'estado-del-atacante' },
      { origin: PUBLIC_ORIGIN },
    );
    expect(unbound.statusCode).toBe(403);
  });

  it('refuses a POST with the cookie of another state, and one with neither Origin nor Referer', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const cookie = await openAcademyPage('estado-de-la-victima');
    const fields = { email: contact.emailaddress1, password: PASSWORD, redirect_uri: LOGIN_URI, state: 'estado-del-atacante' };
    expect((await postForm(fields, { origin: PUBLIC_ORIGIN, cookie })).statusCode).toBe(403);
    expect((await postForm({ ...fields, state: 'estado-de-la-victima' }, { cookie })).statusCode).toBe(403);
    // The Referer of this app's page is enough when a browser sends no Origin.
    expect((await postForm({ ...fields, state: 'estado-de-la-victima' }, { referer: `${PUBLIC_ORIGIN}/auth/authorize?x=1`, cookie })).statusCode).toBe(303);
  });

  it('requires a state to open the page, and binds it with a short-lived HttpOnly SameSite=Lax cookie', async () => {
    const missing = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}` });
    expect(missing.statusCode).toBe(400);
    const page = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=abc` });
    const cookie = ([] as string[]).concat(page.headers['set-cookie'] ?? [])[0]!;
    expect(cookie).toMatch(/^campus_signin_state=[0-9a-f]{64}; Path=\/auth\/authorize; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // Browsers name the origin of the page's own form POST only under a referrer policy that allows it.
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('GET /api/auth/login-app-alumno', () => {
  it('exchanges a code for {status, token, user, onBoarding}', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, fullname: 'Ana Gómez Ruiz', edu_tipocontacto: '1,4', admin: true });
    const response = await loginWithCode(await codeFor(contact.emailaddress1));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      edu_codigocontacto: contact.edu_codigocontacto,
      fullname: 'Ana Gómez Ruiz',
      emailaddress1: contact.emailaddress1,
      admin: true,
      freemium: false,
      edu_matriculado: '1',
      edu_tipocontacto: '1,4',
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(Array.isArray(body.onBoarding)).toBe(true);
  });

  it('refuses a code used twice', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const code = await codeFor(contact.emailaddress1);
    expect((await loginWithCode(code)).statusCode).toBe(200);
    const again = await loginWithCode(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'error', code: 'invalid_code' });
  });

  it('refuses a code after 10 minutes', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const code = await codeFor(contact.emailaddress1);
    clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1000);
    expect((await loginWithCode(code)).statusCode).toBe(400);
  });

  it('validates the query with Spanish messages (400, never 500)', async () => {
    const missing = await t.app.inject({ url: '/api/auth/login-app-alumno?platform=alumno' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'validation' });
    expect(missing.json().message).toMatch(/código/);
    const wrongPlatform = await t.app.inject({ url: '/api/auth/login-app-alumno?code=aaaaaaaaaaaaaaaaaaaaaaaa&platform=profesor' });
    expect(wrongPlatform.statusCode).toBe(400);
    expect(wrongPlatform.json().message).toBe('La plataforma debe ser alumno');
    const unknown = await loginWithCode('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
  });

  it.each([
    { types: '5', matriculado: '0', allowed: false },
    { types: '4', matriculado: '0', allowed: false },
    { types: '5', matriculado: '1', allowed: true },
    { types: '3', matriculado: '0', allowed: true },
    { types: '1', matriculado: '0', allowed: true },
  ])('applies the access rule: types $types, edu_matriculado $matriculado → allowed $allowed', async ({ types, matriculado, allowed }) => {
    const contact = await createContact(t.database.db, { password: PASSWORD, edu_tipocontacto: types, edu_matriculado: matriculado });
    const response = await loginWithCode(await codeFor(contact.emailaddress1));
    if (allowed) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', code: 'no_access', message: 'No tienes acceso a esta plataforma' });
    }
  });
});

describe('GET /api/auth/login-token-profesor', () => {
  it('signs a teacher in with their token and refuses others', async () => {
    const teacher = await createContact(t.database.db, { edu_tipocontacto: '5', fullname: 'Javier Prieto Sanz' });
    const token = await createTeacherToken(t.database.db, teacher.edu_codigocontacto);
    const ok = await t.app.inject({ url: `/api/auth/login-token-profesor?t=${token}&platform=alumno` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', user: { edu_codigocontacto: teacher.edu_codigocontacto, fullname: 'Javier Prieto Sanz' } });

    const bad = await t.app.inject({ url: `/api/auth/login-token-profesor?t=${'z'.repeat(43)}&platform=alumno` });
    expect(bad.statusCode).toBe(400);

    const student = await createContact(t.database.db, { edu_tipocontacto: '1' });
    const studentToken = await createTeacherToken(t.database.db, student.edu_codigocontacto);
    const refused = await t.app.inject({ url: `/api/auth/login-token-profesor?t=${studentToken}&platform=alumno` });
    expect(refused.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('checks the session, and logout ends only that token', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const first = await tokenFor(contact.emailaddress1);
    const second = await tokenFor(contact.emailaddress1);
    const check = await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${first}` } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ status: 'ok', user: { edu_codigocontacto: contact.edu_codigocontacto } });

    const logout = await t.app.inject({ url: '/api/auth/logout', headers: { authorization: `Bearer ${first}` } });
    expect(logout.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${first}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
  });

  it('logout-all-sessions ends every token of the user and no one else’s', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const other = await createContact(t.database.db, { password: PASSWORD });
    const tokens = [await tokenFor(contact.emailaddress1), await tokenFor(contact.emailaddress1)];
    const otherToken = await tokenFor(other.emailaddress1);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all-sessions', headers: { authorization: `Bearer ${tokens[0]}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
    for (const token of tokens) expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${otherToken}` } })).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${'a'.repeat(43)}` }, { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ url: '/api/auth/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', code: 'unauthorized' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all-sessions' })).statusCode).toBe(401);
  });

  it('renews a token past half its life through the authorization header', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const token = await tokenFor(contact.emailaddress1);
    const fresh = await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(fresh.headers.authorization).toBeUndefined();

    clock = new Date(clock.getTime() + (t.config.SESSION_TTL_HOURS / 2) * 3600_000 + 1000);
    const renewed = await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(renewed.statusCode).toBe(200);
    const newToken = String(renewed.headers.authorization).replace(/^Bearer /, '');
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken).not.toBe(token);
    // The old token still works for requests in flight, then stops.
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${newToken}` } })).statusCode).toBe(200);
  });

  it('ends sessions at their expiry', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD });
    const token = await tokenFor(contact.emailaddress1);
    clock = new Date(clock.getTime() + t.config.SESSION_TTL_HOURS * 3600_000 + 1000);
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});
