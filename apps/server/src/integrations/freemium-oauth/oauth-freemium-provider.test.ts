import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOAuthEndpoints, OAuthFreemiumProvider, type OAuthEndpoints } from './oauth-freemium-provider';

const REDIRECT = 'http://localhost:3000/login';
const credentials = { clientId: 'campus-client', clientSecret: 'campus-secret' };
const requests: { method: string; url: string; body: string; authorization?: string }[] = [];
let server: http.Server;
let base: string;

/** A loopback OAuth provider: code "good-code" yields a token; userinfo answers for that token. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, body, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
      const url = new URL(request.url!, 'http://x');
      const params = request.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/token') {
        const isValid = params.get('code') === 'good-code' && params.get('client_secret') === credentials.clientSecret && params.get('redirect_uri') === REDIRECT;
        if (!isValid) return response.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
        const idToken = `e30.${Buffer.from(JSON.stringify({ preferred_username: 'Trabajo@Empresa.test', name: 'Nombre Del Token' })).toString('base64url')}.firma`;
        return response.end(JSON.stringify({ access_token: 'at-123', id_token: idToken }));
      }
      if (url.pathname === '/userinfo' && request.headers.authorization === 'Bearer at-123') return response.end(JSON.stringify({ email: 'Nuria@Gmail.test', name: 'Nuria Lozano' }));
      if (url.pathname === '/userinfo-empty') return response.end(JSON.stringify({}));
      response.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const endpoints = (overrides: Partial<OAuthEndpoints> = {}): OAuthEndpoints => ({
  authorization: 'https://provider.example/authorize',
  token: `${base}/token`,
  userinfo: `${base}/userinfo`,
  scope: 'openid email profile',
  tokenMethod: 'POST',
  ...overrides,
});

describe('OAuthFreemiumProvider', () => {
  it('builds the authorization address with client id, return address, scope and state', () => {
    const provider = new OAuthFreemiumProvider('microsoft', credentials, defaultOAuthEndpoints('microsoft', 'contoso.onmicrosoft.com'));
    const url = new URL(provider.buildAuthorizationUrl(REDIRECT, 'freemium:microsoft:FOR-ENF:n'));
    expect(url.origin + url.pathname).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'campus-client', redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email profile', state: 'freemium:microsoft:FOR-ENF:n' });
    expect(provider.isSimulated).toBe(false);
  });

  it('exchanges the code with the secret (form POST) and reads e-mail and name from userinfo', async () => {
    const provider = new OAuthFreemiumProvider('google', credentials, endpoints());
    expect(await provider.exchangeCode('good-code', REDIRECT)).toEqual({ email: 'nuria@gmail.test', name: 'Nuria Lozano' });
    const tokenCall = requests.find((r) => r.url === '/token' && r.method === 'POST')!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toEqual({ grant_type: 'authorization_code', code: 'good-code', redirect_uri: REDIRECT, client_id: 'campus-client', client_secret: 'campus-secret' });
  });

  it('exchanges with a GET for Facebook, and falls back to the id_token for a work account without e-mail in userinfo', async () => {
    const facebook = new OAuthFreemiumProvider('facebook', credentials, endpoints({ tokenMethod: 'GET', userinfo: `${base}/userinfo-empty` }));
    expect(await facebook.exchangeCode('good-code', REDIRECT)).toEqual({ email: 'trabajo@empresa.test', name: 'Nombre Del Token' });
    expect(requests.some((r) => r.method === 'GET' && r.url.startsWith('/token?') && r.url.includes('code=good-code'))).toBe(true);
  });

  it('answers null for a code the provider refuses', async () => {
    const provider = new OAuthFreemiumProvider('google', credentials, endpoints());
    expect(await provider.exchangeCode('bad-code', REDIRECT)).toBeNull();
    expect(await provider.exchangeCode('good-code', 'https://evil.example/login')).toBeNull();
  });
});
