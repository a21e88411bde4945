import { freemiumLoginAnswerSchema, parseFreemiumState, texts, type FreemiumProvider } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineasMatricula, lineasProducto } from '../../db/schema';
import { createContact, createFormationWithGroup, createFreemiumGroup } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readSetCookies } from '../../test/freemium-helpers';

const LOGIN_URI = 'http://localhost:3000/login';
const PUBLIC_ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let lastEmail = 0;
const newEmail = () => `visitante.${Date.now()}.${(lastEmail += 1)}@gmail.test`;

/** A browser leaving for a provider: the sign-in cookie the authorize page set, to send back with the exchange. */
let browserCookie = '';

/** Goes through the built-in provider page as a browser would; answers the code and state of the return. */
async function codeFromSimulation(provider: FreemiumProvider, course: string, identity: { name: string; email: string }) {
  const answer = await t.app.inject({ url: `/api/auth/freemium/${provider}/authorize-url?course=${encodeURIComponent(course)}` });
  expect(answer.statusCode).toBe(200);
  const { url, state, simulated } = answer.json();
  expect(simulated).toBe(true);
  const authorize = new URL(url);
  const page = await t.app.inject({ url: authorize.pathname + authorize.search });
  expect(page.statusCode).toBe(200);
  browserCookie = readSetCookies(page);
  const back = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN },
    payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state, ...identity }).toString(),
  });
  expect(back.statusCode).toBe(303);
  const location = new URL(back.headers.location as string);
  expect(location.origin + location.pathname).toBe(LOGIN_URI);
  expect(location.searchParams.get('state')).toBe(state);
  return { code: location.searchParams.get('code')!, state, page: page.body, cookie: browserCookie };
}

/** The exchange as the browser that started the sign-in sends it (with its sign-in cookie). */
const exchange = (body: object, cookie: string = browserCookie) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-oauth-alumno-freemium', payload: body, headers: cookie ? { cookie } : {} });

describe('GET /api/auth/freemium/{provider}/authorize-url', () => {
  it('points at the built-in simulation with /login as return address and a freemium:{provider}:{course} state', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const response = await t.app.inject({ url: `/api/auth/freemium/microsoft/authorize-url?course=${group.edu_codigoformacion}` });
    const { url, state } = response.json();
    const target = new URL(url);
    expect(target.origin + target.pathname).toBe('http://localhost:3000/auth/freemium/microsoft/authorize');
    expect(target.searchParams.get('redirect_uri')).toBe(LOGIN_URI);
    expect(target.searchParams.get('state')).toBe(state);
    expect(parseFreemiumState(state)).toMatchObject({ provider: 'microsoft', course: group.edu_codigoformacion });
    expect(parseFreemiumState(state)!.nonce.length).toBeGreaterThanOrEqual(16);
  });

  it('answers 404 for a course without free content and 400 for a bad provider or course', async () => {
    const { group: empty } = await createFreemiumGroup(t.database.db, { withContent: false });
    const { group: closed } = await createFormationWithGroup(t.database.db);
    for (const course of [empty.edu_codigoformacion, closed.edu_codigoformacion, 'no-existe']) {
      const response = await t.app.inject({ url: `/api/auth/freemium/google/authorize-url?course=${course}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(texts.freemium.noFreeContent);
    }
    expect((await t.app.inject({ url: '/api/auth/freemium/twitter/authorize-url?course=x' })).json().message).toBe('El proveedor no es válido');
    expect((await t.app.inject({ url: '/api/auth/freemium/google/authorize-url?course=a:b' })).json().message).toBe('La formación no es válida');
    expect((await t.app.inject({ url: '/api/auth/freemium/google/authorize-url' })).statusCode).toBe(400);
  });
});

describe('built-in provider pages', () => {
  it.each(['google', 'microsoft', 'facebook'] as const)('say plainly that %s is simulated', async (provider) => {
    const { parent } = await createFreemiumGroup(t.database.db);
    const { page } = await codeFromSimulation(provider, parent.slug!, { name: 'Nuria Lozano', email: newEmail() });
    const name = { google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook' }[provider];
    expect(page).toContain(`Simulación de ${name} (no hay credenciales de ${name} configuradas)`);
    expect(page).toContain('name="email"');
    expect(page).toContain('name="name"');
    expect(page).not.toContain('<script');
  });

  it('refuse a foreign return address, unknown providers and a bad e-mail (shown again with the Spanish error)', async () => {
    const foreign = await t.app.inject({ url: `/auth/freemium/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/login')}&state=x` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain(texts.identity.invalidRedirect);
    expect((await t.app.inject({ url: `/auth/freemium/myspace/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}` })).statusCode).toBe(404);
    // The state must be a freemium state of the same provider.
    const otherState = await t.app.inject({
      url: `/auth/freemium/google/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=freemium:microsoft:x:n`,
    });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.body).toContain(texts.identity.invalidSignInRequest);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/freemium/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN },
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state: 'freemium:google:x:n', name: '<b>Nuria</b>', email: 'nuria' }).toString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Introduce un correo válido');
    expect(bad.body).toContain('&lt;b&gt;Nuria&lt;/b&gt;');
  });
});

describe('POST /api/auth/login-oauth-alumno-freemium', () => {
  it('creates a freemium contact enrolled in the trial group (no fees) and opens a session; a second sign-in reuses it', async () => {
    const { group, parent } = await createFreemiumGroup(t.database.db);
    const email = newEmail();
    const { code } = await codeFromSimulation('google', group.edu_codigoformacion, { name: 'Nuria Lozano Prieto', email });
    const response = await exchange({ provider: 'google', code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion });
    expect(response.statusCode).toBe(200);
    const body = freemiumLoginAnswerSchema.parse(response.json());
    expect(body.user).toMatchObject({
      fullname: 'Nuria Lozano Prieto',
      firstname: 'Nuria',
      lastname: 'Lozano Prieto',
      emailaddress1: email,
      freemium: true,
      edu_matriculado: '1',
      edu_tipocontacto: '1',
    });
    expect(body.formations).toEqual([expect.objectContaining({ edu_codigoformacion: group.edu_codigoformacion, edu_principal: parent.edu_formacion })]);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${body.token}` } });
    expect(session.json().user.edu_codigocontacto).toBe(body.user.edu_codigocontacto);
    const lines = await t.database.db.select().from(lineasMatricula).where(eq(lineasMatricula.edu_codigoalumno, body.user.edu_codigocontacto));
    expect(lines).toHaveLength(1);
    expect(await t.database.db.$count(lineasProducto, eq(lineasProducto.edu_matricula, lines[0]!.edu_matricula))).toBe(0);

    // The code is single use; a new sign-in with the same e-mail (by the main formation's slug) is the same person.
    expect((await exchange({ provider: 'google', code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion })).json()).toMatchObject({
      code: 'invalid_code',
      message: texts.freemium.invalidProviderCode,
    });
    const again = await codeFromSimulation('facebook', parent.slug!, { name: 'Otro Nombre', email: email.toUpperCase() });
    const second = await exchange({ provider: 'facebook', code: again.code, redirectUri: LOGIN_URI, course: parent.slug });
    expect(second.json().user.edu_codigocontacto).toBe(body.user.edu_codigocontacto);
    expect(
      await t.database.db.$count(lineasMatricula, and(eq(lineasMatricula.edu_codigoalumno, body.user.edu_codigocontacto), eq(lineasMatricula.edu_activa, 0))),
    ).toBe(1);
  });

  it('answers 404 when the course has no free content, without using the code', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const { group: empty } = await createFreemiumGroup(t.database.db, { withContent: false });
    const { code } = await codeFromSimulation('google', group.edu_codigoformacion, { name: 'Nuria', email: newEmail() });
    const missing = await exchange({ provider: 'google', code, redirectUri: LOGIN_URI, course: empty.edu_codigoformacion });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', code: 'not_found', message: texts.freemium.noFreeContent });
    expect((await exchange({ provider: 'google', code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion })).statusCode).toBe(200);
  });

  it('refuses an academy student (403), a code of another provider or return address (400) and bad input (400)', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const studentEmail = newEmail();
    await createContact(t.database.db, { emailaddress1: studentEmail });
    const student = await codeFromSimulation('google', group.edu_codigoformacion, { name: 'Alumna', email: studentEmail });
    const refused = await exchange({ provider: 'google', code: student.code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.auth.noAccess);

    const other = await codeFromSimulation('google', group.edu_codigoformacion, { name: 'Nuria', email: newEmail() });
    expect((await exchange({ provider: 'microsoft', code: other.code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion })).statusCode).toBe(400);
    const foreign = await exchange({ provider: 'google', code: other.code, redirectUri: 'https://evil.example/login', course: group.edu_codigoformacion });
    expect(foreign.json().message).toBe(texts.identity.invalidRedirect);
    expect((await exchange({ provider: 'google', code: 'corto', redirectUri: LOGIN_URI, course: 'x' })).json().message).toBe(
      'El código del proveedor no es válido',
    );
    expect((await exchange({ provider: 'google', code: other.code, redirectUri: LOGIN_URI })).json().message).toBe('Falta la formación');
  });
});

describe('freemium login CSRF: a code only signs in the browser that left for the provider', () => {
  it('refuses a code planted in another browser (no sign-in cookie) or bound to another course, without spending it', async () => {
    const { group } = await createFreemiumGroup(t.database.db);
    const { group: otherGroup } = await createFreemiumGroup(t.database.db);
    // The attacker signs in as themselves and sends the victim's browser to /login?code=…
    const attacker = await codeFromSimulation('google', group.edu_codigoformacion, { name: 'Atacante', email: newEmail() });
    const body = { provider: 'google', code: attacker.code, redirectUri: LOGIN_URI, course: group.edu_codigoformacion };
    const victim = await exchange(body, '');
    expect(victim.statusCode).toBe(400);
    expect(victim.json()).toMatchObject({ code: 'invalid_code', message: texts.freemium.invalidProviderCode });

    // A victim who had started a sign-in of their own, for another course, does not get the attacker's session either.
    const own = await codeFromSimulation('google', otherGroup.edu_codigoformacion, { name: 'Víctima', email: newEmail() });
    expect((await exchange(body, own.cookie)).statusCode).toBe(400);
    // The refused attempts did not spend the code: its own browser still signs in, once.
    const genuine = await exchange(body, attacker.cookie);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers['set-cookie']).toEqual([expect.stringContaining('campus_freemium_signin=;')]);
  });

  it('refuses the built-in provider form posted from another site (403, Spanish page)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/freemium/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state: 'freemium:google:x:n', name: 'Atacante', email: 'atacante@evil.example' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(texts.identity.foreignOrigin);
  });
});

describe('GET /api/auth/freemium/providers', () => {
  it('tells the web how each provider signs in (the development simulation here)', async () => {
    const response = await t.app.inject({ url: '/api/auth/freemium/providers' });
    expect(response.json()).toEqual({
      status: 'ok',
      providers: [
        { provider: 'google', mode: 'simulation' },
        { provider: 'microsoft', mode: 'simulation' },
        { provider: 'facebook', mode: 'simulation' },
      ],
    });
  });
});

describe('POST /api/formations/byCodes', () => {
  it('answers the formations of the codes asked, in that order, to a signed-in user', async () => {
    const { parent, group } = await createFreemiumGroup(t.database.db);
    const contact = await createContact(t.database.db, { freemium: true });
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    const post = (payload: unknown, auth = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/formations/byCodes',
        payload: payload as object,
        ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
    const response = await post([{ edu_codigoformacion: group.edu_codigoformacion }, 'NO-EXISTE', parent.edu_codigoformacion]);
    expect(response.statusCode).toBe(200);
    const { formations } = response.json().formations;
    expect(formations.map((f: { edu_codigoformacion: string }) => f.edu_codigoformacion)).toEqual([group.edu_codigoformacion, parent.edu_codigoformacion]);
    expect(formations[0]).toMatchObject({ edu_principal: parent.edu_formacion, grupo: { edu_codigoformacion: group.edu_codigoformacion } });
    expect(formations[1]).toMatchObject({ edu_principal: null, grupo: { edu_codigoformacion: parent.edu_codigoformacion } });
    expect((await post({ codes: [] })).json().message).toBe('Indica una lista de formaciones');
    expect((await post([group.edu_codigoformacion], false)).statusCode).toBe(401);
  });
});

describe('real providers by configuration', () => {
  it('sends the browser to Google with the client id when credentials are configured, instead of the simulation', async () => {
    const configured = await createTestApp({ env: { FREEMIUM_GOOGLE_CLIENT_ID: 'campus-google-id', FREEMIUM_GOOGLE_CLIENT_SECRET: 'campus-google-secret' } });
    try {
      const { group } = await createFreemiumGroup(configured.database.db);
      const answer = (await configured.app.inject({ url: `/api/auth/freemium/google/authorize-url?course=${group.edu_codigoformacion}` })).json();
      expect(answer.simulated).toBe(false);
      const url = new URL(answer.url);
      // The web starts at our address, which binds the sign-in to the browser before forwarding to Google.
      expect(url.origin + url.pathname).toBe('http://localhost:3000/auth/freemium/google/authorize');
      const start = await configured.app.inject({
        url: `/auth/freemium/google/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=${encodeURIComponent(answer.state)}`,
      });
      expect(start.statusCode).toBe(302);
      const forwarded = new URL(start.headers.location as string);
      expect(forwarded.origin).toBe('https://accounts.google.com');
      expect(forwarded.origin + forwarded.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(Object.fromEntries(forwarded.searchParams)).toMatchObject({
        client_id: 'campus-google-id',
        redirect_uri: LOGIN_URI,
        response_type: 'code',
        scope: 'openid email profile',
        state: answer.state,
        code_challenge_method: 'S256',
      });
      // The PKCE verifier stays in this browser's HttpOnly cookie, scoped to the code exchange.
      const cookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.startsWith('campus_freemium_signin='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\/api\/auth\/login-oauth-alumno-freemium/);
      const foreign = await configured.app.inject({ url: `/auth/freemium/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/login')}` });
      expect(foreign.statusCode).toBe(400);
      const form = await configured.app.inject({
        method: 'POST',
        url: '/auth/freemium/google/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN },
        payload: new URLSearchParams({ redirect_uri: LOGIN_URI, state: answer.state, name: 'Nuria', email: 'nuria@gmail.test' }).toString(),
      });
      expect(form.statusCode).toBe(404);
      expect(form.body).toContain(texts.freemium.providerNotConfigured);
      // The others keep their simulation.
      expect((await configured.app.inject({ url: `/api/auth/freemium/facebook/authorize-url?course=${group.edu_codigoformacion}` })).json().simulated).toBe(
        true,
      );
    } finally {
      await configured.close();
    }
  });
});
