import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Behind a load balancer every request arrives from the balancer's address. TRUST_PROXY lets the per-address
// limits count the client named in X-Forwarded-For — and only when the request comes from a trusted proxy.

const BALANCER = '10.0.0.2';
const LIMIT = 2;

let trusting: TestApp;
let direct: TestApp;

beforeAll(async () => {
  const env = { SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  [trusting, direct] = await Promise.all([createTestApp({ env: { ...env, TRUST_PROXY: `${BALANCER}/32` } }), createTestApp({ env })]);
});
afterAll(async () => {
  await Promise.all([trusting?.close(), direct?.close()]);
});

/** A code exchange with a code that does not exist: refused, and counted by the sign-in rate limit. */
function exchangeCode(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    url: '/api/auth/login-app-alumno?code=no-existe&platform=alumno',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('TRUST_PROXY', () => {
  it('counts each client behind a trusted balancer on its own', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await exchangeCode(trusting, BALANCER, '203.0.113.1')).statusCode).not.toBe(429);
    const limited = await exchangeCode(trusting, BALANCER, '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(texts.errors.rateLimited);
    // Another student behind the same balancer still has the whole budget.
    expect((await exchangeCode(trusting, BALANCER, '203.0.113.2')).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await exchangeCode(trusting, '198.51.100.7', `203.0.113.${50 + i}`)).statusCode).not.toBe(429);
    expect((await exchangeCode(trusting, '198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY, every client behind a balancer shares its address', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await exchangeCode(direct, BALANCER, `203.0.113.${10 + i}`)).statusCode).not.toBe(429);
    expect((await exchangeCode(direct, BALANCER, '203.0.113.20')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a number of hops', () => {
  it('takes the client from the nearest trusted hop', async () => {
    const t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' } });
    try {
      // One hop trusted: the address the balancer appended is the client, whatever the client claimed before it.
      for (let i = 0; i < LIMIT; i++) expect((await exchangeCode(t, BALANCER, `198.18.0.${i}, 203.0.113.30`)).statusCode).not.toBe(429);
      expect((await exchangeCode(t, BALANCER, '198.18.0.9, 203.0.113.30')).statusCode).toBe(429);
      expect((await exchangeCode(t, BALANCER, '203.0.113.31')).statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});
