import { toAcademyDay } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactActivityDays } from '../../db/schema';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// A fake clock the app reads (its `now`): each session check happens at a chosen instant.
const start = new Date('2026-03-10T09:00:00.000Z');
let clock = start.getTime();
const at = (seconds: number) => {
  clock = start.getTime() + seconds * 1000;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

async function check(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
}

async function dayRow(contactCode: string, day = toAcademyDay(start)) {
  const [row] = await t.database.db
    .select({ active_seconds: contactActivityDays.active_seconds, last_seen_at: contactActivityDays.last_seen_at })
    .from(contactActivityDays)
    .where(and(eq(contactActivityDays.edu_codigocontacto, contactCode), eq(contactActivityDays.day, day)));
  return row;
}

/** The write is off the request's path: wait until the row shows the expected last check. */
async function settled(contactCode: string, lastSeenSeconds: number, day?: string) {
  await vi.waitFor(async () => expect((await dayRow(contactCode, day))?.last_seen_at?.getTime()).toBe(start.getTime() + lastSeenSeconds * 1000));
  return (await dayRow(contactCode, day))!.active_seconds;
}

describe('active time on the session check (tiempo medio)', () => {
  it('adds the seconds between checks up to 300 s, and starts a new stretch after a longer gap', async () => {
    const student = await createContact(t.database.db);
    const code = student.edu_codigocontacto;
    at(0);
    const token = await createSession(t.database.db, code, { now: new Date(clock), ttlMs: 48 * 3600_000 });

    await check(token);
    expect(await settled(code, 0)).toBe(0);
    at(240); // the open app's next check
    await check(token);
    expect(await settled(code, 240)).toBe(240);
    at(540); // exactly 300 s later still counts
    await check(token);
    expect(await settled(code, 540)).toBe(540);
    at(1141); // 601 s: the app was closed; nothing is added, the stretch restarts here
    await check(token);
    expect(await settled(code, 1141)).toBe(540);
    at(1381);
    await check(token);
    expect(await settled(code, 1381)).toBe(780);
  });

  it('counts at most once a minute per contact (other tabs), losing nothing: the next count adds the whole gap', async () => {
    const student = await createContact(t.database.db);
    const code = student.edu_codigocontacto;
    at(5000);
    const token = await createSession(t.database.db, code, { now: new Date(clock), ttlMs: 48 * 3600_000 });
    await check(token);
    expect(await settled(code, 5000)).toBe(0);

    at(5030); // a second tab 30 s later: not written
    const { statements } = await t.recordQueries(() => check(token));
    expect(statements.some((s) => s.includes('active_seconds'))).toBe(false);
    expect((await dayRow(code))!.last_seen_at!.getTime()).toBe(start.getTime() + 5000 * 1000);

    at(5090); // 90 s after the counted check: written, with all 90 s
    await check(token);
    expect(await settled(code, 5090)).toBe(90);
  });

  it('does one statement off the path: the session check answers without waiting for it', async () => {
    const student = await createContact(t.database.db);
    at(9000);
    const token = await createSession(t.database.db, student.edu_codigocontacto, { now: new Date(clock), ttlMs: 48 * 3600_000 });
    await check(token);
    await settled(student.edu_codigocontacto, 9000);
    at(9240);
    const { statements } = await t.recordQueries(() => check(token));
    // Only the active-time statement is issued (the activity day is already recorded today on this instance).
    expect(statements.filter((s) => s.includes('contact_activity_days'))).toHaveLength(1);
    expect(await settled(student.edu_codigocontacto, 9240)).toBe(240);
  });

  it("a new Madrid day starts at 0 (yesterday's last check does not carry over midnight)", async () => {
    const student = await createContact(t.database.db);
    const code = student.edu_codigocontacto;
    // 22:58 UTC = 23:58 Madrid in March (UTC+1); 240 s later it is the next Madrid day.
    const lateEvening = new Date('2026-03-10T22:58:00.000Z').getTime();
    clock = lateEvening;
    const token = await createSession(t.database.db, code, { now: new Date(clock), ttlMs: 48 * 3600_000 });
    await check(token);
    clock = lateEvening + 240_000;
    await check(token);
    const nextDay = toAcademyDay(new Date(clock));
    expect(nextDay).toBe('2026-03-11');
    await vi.waitFor(async () => expect((await dayRow(code, nextDay))?.last_seen_at?.getTime()).toBe(clock));
    expect((await dayRow(code, nextDay))!.active_seconds).toBe(0);
  });
});
