import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContact } from '../../test/factories';

/*
 * Campus against a real, certified OpenID Connect provider (the `oidc-provider` package) with its default
 * behaviour: `iss` in the authorization response (RFC 9207), scope claims only where asked, PKCE, RP-initiated
 * logout. The test drives the authorization code flow over HTTP, as a browser would, through Campus's own routes.
 */

const CLIENT_ID = 'campus-web';
const CLIENT_SECRET = 'secreto-del-cliente-campus-0123456789';
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/auth/callback`;
const LUCIA_EMAIL = 'lucia.oidc@campus.test';
const USERINFO_EMAIL = 'pablo.userinfo@campus.test';

/** The provider's accounts: what each one claims in its ID token and in UserInfo. */
const accounts: Record<string, { idToken: Record<string, unknown>; userinfo: Record<string, unknown> }> = {
  lucia: { idToken: { email: LUCIA_EMAIL, email_verified: true }, userinfo: { email: LUCIA_EMAIL, email_verified: true } },
  // OpenID Connect Core 5.4: the e-mail only in UserInfo.
  pablo: { idToken: {}, userinfo: { email: USERINFO_EMAIL, email_verified: true } },
  // Attacks: Lucía's e-mail, but not verified by the provider, or only as a user name.
  unverified: { idToken: { email: LUCIA_EMAIL, email_verified: false }, userinfo: { email: LUCIA_EMAIL, email_verified: false } },
  username: { idToken: { preferred_username: LUCIA_EMAIL }, userinfo: { preferred_username: LUCIA_EMAIL } },
};

/** Cookies of one browser, by name (the provider's and Campus's never share a name). */
type Jar = Map<string, string>;
const keep = (jar: Jar, setCookies: string[]) => {
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
};
const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

let provider: Provider;
let issuer = '';
let server: http.Server;
let t: TestApp;

/** The provider plus its interaction pages: a programmatic login (`?account=`) or a refusal (`?deny=1`). */
async function startProvider() {
  server = http.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'campus-test',
    alg: 'RS256',
    use: 'sig',
  };
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        post_logout_redirect_uris: [`${PUBLIC_URL}/`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: ['clave-de-las-cookies-del-proveedor'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    // Scope claims also in the ID token, so that each account decides where its e-mail is.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) =>
      accounts[id] ? { accountId: id, claims: (use) => ({ sub: id, ...(use === 'id_token' ? accounts[id]!.idToken : accounts[id]!.userinfo) }) } : undefined,
    // A first-party client: no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: {
      devInteractions: { enabled: false },
      // The provider's own confirmation page, reduced to its form (the test submits it).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) =>
          void (ctx.body = `<!doctype html><html><body>${form}<button form="op.logoutForm" name="logout" value="yes">Salir</button></body></html>`),
      },
    },
  });
  const callback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (!url.pathname.startsWith('/interaction/')) return callback(req, res);
    const account = url.searchParams.get('account') ?? '';
    const result = url.searchParams.get('deny') ? { error: 'access_denied', error_description: 'The person cancelled' } : { login: { accountId: account } };
    provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false }).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
}

beforeAll(async () => {
  await startProvider();
  t = await createTestApp({ env: { PUBLIC_URL, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET } });
  await createContact(t.database.db, { emailaddress1: 'Lucia.Oidc@campus.test', fullname: 'Lucía Oidc' });
  await createContact(t.database.db, { emailaddress1: USERINFO_EMAIL });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
});

/** Everything one browser sign-in went through. */
interface Run {
  authorizationRequest: URL;
  callback: URL;
  /** Campus's answer to the provider's return. */
  status: number;
  body: string;
  location?: string;
  browser: Jar;
  /** Campus's cookies in that browser (the sign-in's binding). */
  campus: Jar;
}

/**
 * A browser signing in: Campus's `/auth/authorize`, the provider (its interaction answered by `interaction`),
 * and the provider's return to Campus's `/auth/callback`.
 */
async function signIn(interaction: string, browser: Jar = new Map(), state = 'estado-de-la-web-0001'): Promise<Run> {
  const campus = new Map<string, string>();
  const start = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/login`)}&state=${state}` });
  expect(start.statusCode).toBe(302);
  keep(campus, [start.headers['set-cookie'] ?? []].flat());
  const authorizationRequest = new URL(start.headers.location as string);
  let next = authorizationRequest.href;
  for (let hop = 0; hop < 10 && !next.startsWith(CALLBACK); hop += 1) {
    const address = next.includes('/interaction/') ? `${next}?${interaction}` : next;
    const response = await fetch(address, { redirect: 'manual', headers: { cookie: cookieHeader(browser) } });
    keep(browser, response.headers.getSetCookie());
    expect(response.status, `${address} should redirect`).toBeGreaterThanOrEqual(300);
    next = new URL(response.headers.get('location')!, issuer).href;
  }
  const callback = new URL(next);
  const answer = await t.app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie: cookieHeader(campus) } });
  return {
    authorizationRequest,
    callback,
    status: answer.statusCode,
    body: answer.body,
    location: answer.headers.location as string | undefined,
    browser,
    campus,
  };
}

/** The web's part: exchanges the Campus code of `/login?code&state` for a session. */
async function exchange(location: string) {
  const code = new URL(location).searchParams.get('code');
  return t.app.inject({ url: `/api/auth/login-app-alumno?code=${code}&platform=alumno` });
}

describe('sign-in with a real OpenID Connect provider', () => {
  it('signs Lucía in with her verified e-mail: PKCE S256 and a nonce are sent, and the return’s iss is accepted', async () => {
    const run = await signIn('account=lucia');
    const request = run.authorizationRequest.searchParams;
    expect(`${run.authorizationRequest.origin}${run.authorizationRequest.pathname}`).toBe(`${issuer}/auth`);
    expect(request.get('redirect_uri')).toBe(CALLBACK);
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(request.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(request.get('state')).toBe('estado-de-la-web-0001');
    // RFC 9207: the provider names itself in the return, and Campus keeps and checks it.
    expect(run.callback.searchParams.get('iss')).toBe(issuer);
    expect(run.status).toBe(303);
    const login = new URL(run.location!);
    expect(`${login.origin}${login.pathname}`).toBe(`${PUBLIC_URL}/login`);
    expect(login.searchParams.get('state')).toBe('estado-de-la-web-0001');
    const session = await exchange(run.location!);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.fullname).toBe('Lucía Oidc');
  });

  it('signs in a person whose provider gives the e-mail only in UserInfo', async () => {
    const run = await signIn('account=pablo');
    expect(run.status).toBe(303);
    expect((await exchange(run.location!)).json().user.emailaddress1).toBe(USERINFO_EMAIL);
  });

  it.each([
    ['an unverified e-mail', 'unverified'],
    ['the e-mail only as preferred_username', 'username'],
  ])('refuses an account with %s, even when it is Lucía’s, with a Spanish message and the reason logged', async (_case, account) => {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const run = await signIn(`account=${account}`);
      expect(run.status).toBe(403);
      expect(run.location).toBeUndefined();
      expect(run.body).toContain(texts.identity.unverifiedEmail);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ oidcRefusal: 'no_verified_email' }), 'OIDC sign-in refused');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows a Spanish message when the provider answers access_denied, and logs the provider’s error', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const run = await signIn('deny=1');
      expect(run.callback.searchParams.get('error')).toBe('access_denied');
      expect(run.status).toBe(400);
      expect(run.body).toContain(texts.identity.providerDenied);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ oidcRefusal: 'provider_error', providerError: 'access_denied' }), 'OIDC sign-in refused');
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/code=|eyJ/);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a provider return in a browser that did not start that sign-in', async () => {
    const run = await signIn('account=lucia');
    expect(run.status).toBe(303);
    // Another browser, without any binding: the stolen return opens nothing.
    const stolen = await t.app.inject({ url: `${run.callback.pathname}${run.callback.search}` });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.body).toContain(texts.identity.invalidSignInRequest);
    expect(stolen.headers.location).toBeUndefined();
    // A victim's browser that started a sign-in of its own, handed the attacker's return (code injection).
    const attacker = await signIn('account=pablo', new Map(), 'estado-del-atacante-01');
    const victim = new Map<string, string>();
    keep(
      victim,
      [
        (await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/login`)}&state=estado-de-la-victima` })).headers[
          'set-cookie'
        ] ?? [],
      ].flat(),
    );
    const injected = await t.app.inject({ url: `${attacker.callback.pathname}${attacker.callback.search}`, headers: { cookie: cookieHeader(victim) } });
    expect(injected.statusCode).toBe(400);
    expect(injected.body).toContain(texts.identity.providerFailed);
    expect(injected.headers.location).toBeUndefined();
  });

  it('ends the provider’s session on "Cerrar sesión": the answer names its end-session endpoint with the ID token as hint', async () => {
    const browser: Jar = new Map();
    const run = await signIn('account=lucia', browser);
    const { token } = (await exchange(run.location!)).json();
    const logout = await t.app.inject({ url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    const endSession = new URL(logout.json().endSessionUrl);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    const hint = endSession.searchParams.get('id_token_hint')!;
    expect(JSON.parse(Buffer.from(hint.split('.')[1]!, 'base64url').toString())).toMatchObject({ iss: issuer, aud: CLIENT_ID, sub: 'lucia' });
    // The token is spent; the provider accepts the hint and returns the browser to Campus.
    expect((await t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const confirm = await fetch(endSession, { redirect: 'manual', headers: { cookie: cookieHeader(browser) } });
    expect(confirm.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await confirm.text())?.[1];
    expect(xsrf).toBeTruthy();
    keep(browser, confirm.headers.getSetCookie());
    const done = await fetch(`${issuer}/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(browser), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${PUBLIC_URL}/`);
    keep(browser, done.headers.getSetCookie());
    // The next person at this computer is asked to sign in again: without a login, the provider refuses.
    const next = await signIn('deny=1', browser);
    expect(next.status).toBe(400);
  });

  it('sends no provider logout for a session that did not come from the provider', async () => {
    const teacher = await createContact(t.database.db, { edu_tipocontacto: '5' });
    const { token } = await t.app.ctx.authService.openSession(teacher, 'teacher-token', undefined);
    const logout = await t.app.inject({ url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.json()).toEqual({ status: 'ok' });
  });

  it('does not accept the built-in form while an issuer is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.es&password=x&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flogin',
    });
    expect(response.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/public-config' })).json().identityProvider).toBe('oidc');
  });
});
