import { texts } from '@campus/contract';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema';
import { createContact } from '../../test/factories';
import { shouldSkipRedisTests, startTestRedis } from '../../test/redis-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// Two server instances with their own databases and one Redis: the rate limit and the account lockout
// only add up across them if both really count in Redis (each database alone would see half).

const LOGIN_URI = 'http://localhost:3000/login';
const PASSWORD = 'Secreto.2026';
const RATE_LIMIT = 4;

let redis: Awaited<ReturnType<typeof startTestRedis>>;
let first: TestApp;
let second: TestApp;

describe.skipIf(shouldSkipRedisTests)('sign-in limits shared through Redis (REDIS_URL)', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    const env = { REDIS_URL: redis.url, SIGN_IN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
    [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.stop();
  });

  /** Opens the academy page and posts its form back (hidden fields and cookies included) from `ip`. */
  async function signIn(t: TestApp, input: { email: string; password: string; ip: string }) {
    const page = await t.app.inject({ url: `/auth/authorize?redirect_uri=${encodeURIComponent(LOGIN_URI)}&state=s`, remoteAddress: input.ip });
    expect(page.statusCode).toBe(200);
    const hidden = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]): [string, string] => [
      name!,
      value!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
    ]);
    const cookie = page.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return t.app.inject({
      method: 'POST',
      url: '/auth/authorize',
      remoteAddress: input.ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams([...hidden, ['email', input.email], ['password', input.password]] satisfies [string, string][]).toString(),
    });
  }

  it('counts one address’s sign-in requests on every instance together', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (const [index, t] of [first, second, first, second].entries()) {
      statuses.push((await signIn(t, { email: `nadie${index}@campus.test`, password: 'mal', ip })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    const limited = await signIn(first, { email: 'nadie9@campus.test', password: 'mal', ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(texts.errors.rateLimited);
    // Another address is not limited.
    expect((await signIn(second, { email: 'nadie9@campus.test', password: 'mal', ip: '203.0.113.11' })).statusCode).toBe(401);
  });

  it('locks an account after 5 failures spread over both instances, without writing to the databases', async () => {
    const email = 'compartida@campus.test';
    await Promise.all([
      createContact(first.database.db, { emailaddress1: email, password: PASSWORD }),
      createContact(second.database.db, { emailaddress1: email, password: PASSWORD }),
    ]);
    // A new address for each attempt: only the account's count can reach the limit.
    const attempts = [first, second, first, second, first];
    for (const [index, t] of attempts.entries()) {
      expect((await signIn(t, { email, password: 'mal', ip: `198.51.100.${index + 1}` })).statusCode).toBe(401);
    }
    for (const t of [first, second]) {
      const blocked = await signIn(t, { email: email.toUpperCase(), password: PASSWORD, ip: '198.51.100.50' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body).toContain(texts.identity.tooManyAttempts);
    }
    for (const t of [first, second]) expect(await t.database.db.select().from(signInAttempts)).toEqual([]);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.zCard(`campus:sign-in-failures:account:${email}`)).toBe(5);
      // The key forgets itself after the window, so an idle Redis does not keep old failures.
      expect(await client.pTTL(`campus:sign-in-failures:account:${email}`)).toBeGreaterThan(14 * 60_000);
    } finally {
      await client.close();
    }
  });
});
