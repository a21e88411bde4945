import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../../app-context';
import { loadConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/client';
import { contacts, sessions } from '../../db/schema';
import { connectRedisInvalidationBus, createLocalInvalidationBus, type InvalidationBus } from '../../lib/invalidation-bus';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { shouldSkipRedisTests, startTestRedis } from '../../test/redis-server';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import { topicOf } from '../../lib/table-changes';

let clock = new Date('2026-03-02T09:00:00Z');
const now = () => clock;
let database: DatabaseHandle;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'false' });
/** Two instances on one database and one bus (what Redis pub/sub joins in production). */
let first: AppContext;
let second: AppContext;
/** An instance that never hears the others' invalidations: shows what the bus is for. */
let deaf: AppContext;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  const bus = createLocalInvalidationBus();
  first = createAppContext(config, database, { now, invalidation: bus });
  second = createAppContext(config, database, { now, invalidation: bus });
  deaf = createAppContext(config, database, { now, invalidation: createLocalInvalidationBus() });
});
afterAll(async () => {
  await database.close();
});

async function openCachedSession() {
  const contact = await createContact(database.db);
  const token = await createSession(database.db, contact.edu_codigocontacto, { now: clock });
  for (const instance of [first, second, deaf])
    expect((await instance.authService.resolveBearer(token))?.actor.edu_codigocontacto).toBe(contact.edu_codigocontacto);
  return { contact, token };
}

describe('session cache across instances', () => {
  it('refuses a session logged out on another instance at the next request once the bus message arrives', async () => {
    const { token } = await openCachedSession();
    const actor = (await second.authService.verifyBearer(token))!;
    await second.authService.logout(actor);
    expect(await first.authService.resolveBearer(token)).toBeNull();
    expect(await first.authService.verifyBearer(token)).toBeNull();
    expect(await second.authService.resolveBearer(token)).toBeNull();
    // Without the message the cached row would still answer (bounded by the cache TTL).
    expect(await deaf.authService.resolveBearer(token)).not.toBeNull();
  });

  it('refuses every session of a user after logout-all on another instance', async () => {
    const { contact, token } = await openCachedSession();
    const other = await createSession(database.db, contact.edu_codigocontacto, { now: clock });
    expect(await first.authService.resolveBearer(other)).not.toBeNull();
    await second.authService.logoutAllSessions((await second.authService.verifyBearer(token))!);
    expect(await first.authService.resolveBearer(token)).toBeNull();
    expect(await first.authService.resolveBearer(other)).toBeNull();
  });

  it('checks the expiry of a cached session against now', async () => {
    const contact = await createContact(database.db);
    const token = await createSession(database.db, contact.edu_codigocontacto, { now: clock, ttlMs: 10 * 60_000 });
    expect(await first.authService.resolveBearer(token)).not.toBeNull();
    const before = clock;
    clock = new Date(clock.getTime() + 10 * 60_000);
    try {
      expect(await first.authService.resolveBearer(token)).toBeNull();
      expect(await first.authService.verifyBearer(token)).toBeNull();
    } finally {
      clock = before;
    }
  });

  it('reads the contact again on every instance after the contact’s change is published (e.g. deactivated)', async () => {
    const { contact, token } = await openCachedSession();
    await database.db.update(contacts).set({ statecode: 1 }).where(eq(contacts.edu_codigocontacto, contact.edu_codigocontacto));
    expect(await first.authService.resolveBearer(token)).not.toBeNull();
    second.changes.publish('contacts', contact.edu_codigocontacto);
    expect(await first.authService.resolveBearer(token)).toBeNull();
    expect(await second.authService.verifyBearer(token)).toBeNull();
  });

  it('still asks the database whether a socket’s session is live', async () => {
    const { contact, token } = await openCachedSession();
    const actor = (await first.authService.verifyBearer(token))!;
    await database.db.update(sessions).set({ revoked_at: clock }).where(eq(sessions.edu_codigocontacto, contact.edu_codigocontacto));
    expect(await first.authService.isSessionLive(actor.sessionId)).toBe(false);
  });
});

describe.skipIf(shouldSkipRedisTests)('session cache across instances through Redis', () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>;
  let buses: InvalidationBus[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
    const logger = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof connectRedisInvalidationBus>[1];
    buses = await Promise.all([connectRedisInvalidationBus(redis.url, logger), connectRedisInvalidationBus(redis.url, logger)]);
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await redis?.stop();
  });

  it('refuses on instance A a session logged out on instance B once the message arrives', async () => {
    const [busA, busB] = buses as [InvalidationBus, InvalidationBus];
    const onA = createAppContext(config, database, { now, invalidation: busA });
    const onB = createAppContext(config, database, { now, invalidation: busB });
    const contact = await createContact(database.db);
    const token = await createSession(database.db, contact.edu_codigocontacto, { now: clock });
    expect(await onA.authService.resolveBearer(token)).not.toBeNull();
    const arrived = new Promise<string>((resolve) => busA.subscribe(topicOf('sessions'), resolve));
    await onB.authService.logout((await onB.authService.verifyBearer(token))!);
    await arrived;
    expect(await onA.authService.resolveBearer(token)).toBeNull();
  });
});

describe('session cost per request', () => {
  let t: TestApp;
  let appClock = new Date('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => appClock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads nothing once cached and writes last_seen_at at most once a minute', async () => {
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: appClock });
    const check = () => t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    const warm = await t.recordQueries(check);
    expect(warm.result.statusCode).toBe(200);
    // Session, contact, today's activity day, and the active time (issue 14: off the path, once a minute per contact).
    expect(warm.statements.length).toBeLessThanOrEqual(4);

    const cached = await t.recordQueries(async () => Promise.all([check(), check(), check()]));
    expect(cached.result.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(cached.statements).toEqual([]);

    appClock = new Date(appClock.getTime() + 61_000);
    const touched = await t.recordQueries(async () => [await check(), await check()]);
    expect(touched.statements.filter((s) => /^update "sessions" set "last_seen_at"/.test(s))).toHaveLength(1);
    // And the minute's active time, one upsert (modules/auth active-time.routes.test.ts).
    expect(touched.statements.filter((s) => /^insert into "contact_activity_days"/.test(s))).toHaveLength(1);
    expect(touched.statements).toHaveLength(2);
  });

  it('costs the same with more sessions of the user', async () => {
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: appClock });
    const check = () => t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    const cold = await t.recordQueries(check);
    for (let i = 0; i < 5; i++) await createSession(t.database.db, contact.edu_codigocontacto, { now: appClock });
    const other = await createSession(t.database.db, contact.edu_codigocontacto, { now: appClock });
    const coldAgain = await t.recordQueries(() => t.app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${other}` } }));
    expect(cold.result.statusCode).toBe(200);
    expect(coldAgain.result.statusCode).toBe(200);
    // The second token finds its contact (and today's activity day) already known: only its own session row is read.
    expect(coldAgain.statements.length).toBeLessThanOrEqual(cold.statements.length);
    expect(coldAgain.statements).toHaveLength(1);
  });
});
