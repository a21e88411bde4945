import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContact } from '../../test/factories';

const CLIENT_ID = 'campus-web';
const CLIENT_SECRET = 'secreto-del-cliente';

/** A minimal OpenID Connect issuer on loopback: discovery, token endpoint and JWKS (RS256). */
function startFakeIssuer(emailForCode: Map<string, string>) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  let issuer = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        // client_secret_post (openid-client's default) or client_secret_basic.
        const basic = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        const isClient = (params.get('client_id') === CLIENT_ID && params.get('client_secret') === CLIENT_SECRET) || basic === `${CLIENT_ID}:${CLIENT_SECRET}`;
        const email = emailForCode.get(params.get('code') ?? '');
        if (!email || !isClient) return json(400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const header = b64({ alg: 'RS256', typ: 'JWT', kid: 'k1' });
        const payload = b64({ iss: issuer, sub: `sub-${email}`, aud: CLIENT_ID, iat: now, exp: now + 300, email });
        const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
        json(200, { access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: `${header}.${payload}.${signature}` });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  return new Promise<{ issuer: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ issuer, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const codes = new Map<string, string>();
let fake: Awaited<ReturnType<typeof startFakeIssuer>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeIssuer(codes);
  t = await createTestApp({ env: { OIDC_ISSUER: fake.issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('OIDC identity provider', () => {
  it('sends /auth/authorize to the issuer with our /login as return address', async () => {
    const response = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/login')}&state=s1` });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.issuer}/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/login');
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.get('scope')).toContain('openid');
    expect((await t.app.inject({ url: '/api/public-config' })).json().identityProvider).toBe('oidc');
  });

  it('requires the state there too (the web checks it on return)', async () => {
    const response = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/login')}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('exchanges the issuer’s code and matches the person by e-mail', async () => {
    const contact = await createContact(t.database.db, { emailaddress1: 'Marta.Oidc@campus.test' });
    codes.set('codigo-del-emisor-0001', 'marta.oidc@campus.test');
    const response = await t.app.inject({ url: '/api/auth/login-app-alumno?code=codigo-del-emisor-0001&platform=alumno' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.edu_codigocontacto).toBe(contact.edu_codigocontacto);
  });

  it('refuses an unknown code and an e-mail that is not an academy contact', async () => {
    expect((await t.app.inject({ url: '/api/auth/login-app-alumno?code=codigo-desconocido-0000&platform=alumno' })).statusCode).toBe(400);
    codes.set('codigo-de-un-extrano-01', 'extrano@example.com');
    const stranger = await t.app.inject({ url: '/api/auth/login-app-alumno?code=codigo-de-un-extrano-01&platform=alumno' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('No tienes acceso a esta plataforma');
  });

  it('does not accept the built-in form while an issuer is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.es&password=x&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flogin',
    });
    expect(response.statusCode).toBe(400);
  });
});
