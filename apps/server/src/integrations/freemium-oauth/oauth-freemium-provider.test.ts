import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCodeVerifier } from 'arctic';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFacebookClient, createPkceClient, defaultOAuthEndpoints, OAuthFreemiumProvider, type OAuthEndpoints } from './oauth-freemium-provider';

const REDIRECT = 'http://localhost:3000/login';
const credentials = { clientId: 'campus-client', clientSecret: 'campus-secret' };
const requests: { method: string; url: string; body: string; authorization?: string }[] = [];
/** The code challenge the loopback provider was shown for "good-code" (PKCE). */
let expectedChallenge: string | null = null;
let server: http.Server;
let base: string;

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const basicAuth = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;

/** A loopback OAuth provider: code "good-code" yields a token when the verifier (or Facebook's secret) is right. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method!,
        url: request.url!,
        body,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      });
      const url = new URL(request.url!, 'http://x');
      const params = new URLSearchParams(body);
      response.setHeader('content-type', 'application/json');
      const isTokenCall = url.pathname === '/token' || url.pathname.endsWith('/oauth/access_token');
      if (isTokenCall) {
        const isClientValid = request.headers.authorization === basicAuth || params.get('client_secret') === credentials.clientSecret;
        const verifier = params.get('code_verifier');
        const isPkceValid = expectedChallenge === null ? verifier === null : verifier !== null && challengeOf(verifier) === expectedChallenge;
        const isValid = params.get('code') === 'good-code' && isClientValid && isPkceValid && params.get('redirect_uri') === REDIRECT;
        if (!isValid) return response.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
        const idToken = `e30.${Buffer.from(JSON.stringify({ preferred_username: 'Trabajo@Empresa.test', name: 'Nombre Del Token' })).toString('base64url')}.firma`;
        return response.end(JSON.stringify({ access_token: 'at-123', token_type: 'Bearer', id_token: idToken }));
      }
      if (url.pathname === '/userinfo' && request.headers.authorization === 'Bearer at-123')
        return response.end(JSON.stringify({ email: 'Nuria@Gmail.test', name: 'Nuria Lozano' }));
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
afterEach(() => {
  vi.unstubAllGlobals();
  expectedChallenge = null;
});

const endpoints = (overrides: Partial<OAuthEndpoints> = {}): OAuthEndpoints => ({
  authorization: 'https://provider.example/authorize',
  token: `${base}/token`,
  userinfo: `${base}/userinfo`,
  scopes: ['openid', 'email', 'profile'],
  ...overrides,
});

const pkceProvider = (provider: 'google' | 'microsoft', overrides: Partial<OAuthEndpoints> = {}) => {
  const settings = endpoints(overrides);
  return new OAuthFreemiumProvider(provider, createPkceClient(credentials, REDIRECT, settings), REDIRECT, settings.userinfo);
};

/** Starts a sign-in as the server does: a verifier, the authorization address, and the challenge the provider sees. */
function startSignIn(provider: OAuthFreemiumProvider, state = 'freemium:google:FOR-ENF:n') {
  const verifier = generateCodeVerifier();
  const url = new URL(provider.buildAuthorizationUrl(REDIRECT, state, verifier));
  expectedChallenge = url.searchParams.get('code_challenge');
  return { verifier, url };
}

describe('OAuthFreemiumProvider (arctic)', () => {
  it('builds the Microsoft authorization address with client id, return address, scopes, state and an S256 PKCE challenge', () => {
    const settings = defaultOAuthEndpoints('microsoft', 'contoso.onmicrosoft.com');
    const provider = new OAuthFreemiumProvider('microsoft', createPkceClient(credentials, REDIRECT, settings), REDIRECT, settings.userinfo);
    const verifier = generateCodeVerifier();
    const url = new URL(provider.buildAuthorizationUrl(REDIRECT, 'freemium:microsoft:FOR-ENF:n', verifier));
    expect(url.origin + url.pathname).toBe('https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'campus-client',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'freemium:microsoft:FOR-ENF:n',
      code_challenge_method: 'S256',
      code_challenge: challengeOf(verifier),
    });
    expect(provider.mode).toBe('oauth');
  });

  it('exchanges the code with the PKCE verifier and the client secret, and reads e-mail and name from userinfo', async () => {
    const provider = pkceProvider('google');
    const { verifier } = startSignIn(provider);
    expect(await provider.exchangeCode('good-code', REDIRECT, verifier)).toEqual({ email: 'nuria@gmail.test', name: 'Nuria Lozano' });
    const tokenCall = requests.findLast((r) => r.url === '/token' && r.method === 'POST')!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(tokenCall.authorization).toBe(basicAuth);
  });

  it('refuses the code with another browser’s verifier (a stolen code cannot be redeemed)', async () => {
    const provider = pkceProvider('google');
    startSignIn(provider);
    expect(await provider.exchangeCode('good-code', REDIRECT, generateCodeVerifier())).toBeNull();
  });

  it('falls back to the id_token for a work account without e-mail in userinfo', async () => {
    const provider = pkceProvider('microsoft', { userinfo: `${base}/userinfo-empty` });
    const { verifier } = startSignIn(provider);
    expect(await provider.exchangeCode('good-code', REDIRECT, verifier)).toEqual({ email: 'trabajo@empresa.test', name: 'Nombre Del Token' });
  });

  it('signs in with Facebook as arctic supports it (client secret in the form, no PKCE)', async () => {
    const realFetch = globalThis.fetch;
    // arctic's Facebook client holds Graph's address: send it to the loopback provider instead.
    vi.stubGlobal('fetch', (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = request.url.replace('https://graph.facebook.com', base);
      return realFetch(new Request(url, request));
    });
    const provider = new OAuthFreemiumProvider('facebook', createFacebookClient(credentials, REDIRECT), REDIRECT, `${base}/userinfo`);
    const url = new URL(provider.buildAuthorizationUrl(REDIRECT, 'freemium:facebook:FOR-ENF:n', generateCodeVerifier()));
    expect(url.hostname).toBe('www.facebook.com');
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(await provider.exchangeCode('good-code', REDIRECT, 'no-verifier-for-facebook')).toEqual({ email: 'nuria@gmail.test', name: 'Nuria Lozano' });
    const tokenCall = requests.findLast((r) => r.url.endsWith('/oauth/access_token'))!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toMatchObject({
      code: 'good-code',
      client_id: 'campus-client',
      client_secret: 'campus-secret',
    });
  });

  it('answers null for a code the provider refuses or another return address', async () => {
    const provider = pkceProvider('google');
    const { verifier } = startSignIn(provider);
    expect(await provider.exchangeCode('bad-code', REDIRECT, verifier)).toBeNull();
    expect(await provider.exchangeCode('good-code', 'https://evil.example/login', verifier)).toBeNull();
  });
});
