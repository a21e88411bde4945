import { texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Signed file addresses end with the sign-in that obtained them (spec: a logout ends access), while a
// token renewal, which opens a new session row for the same sign-in, keeps them working.

const HOUR = 3600_000;
let clock = new Date();
let t: TestApp;
let course: CourseFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  course = await createCourseFixture(t.database.db, { now: clock });
});
afterAll(async () => {
  await t.close();
});

/** A new session of the course's student that lasts as the app's sessions do (12 h). */
const openSession = (ttlMs = t.config.SESSION_TTL_HOURS * HOUR) => createSession(t.database.db, course.student.edu_codigocontacto, { now: clock, ttlMs });
const get = (url: string, token?: string) => t.app.inject({ url, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

/** The signed address of the course video, as handed to this session. */
async function videoUrlFor(token: string): Promise<string> {
  const response = await get(`/api/files/activos/file/${course.files.video.id}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data.url as string;
}

async function expectEnded(url: string) {
  const response = await get(url);
  expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message: texts.files.linkExpired });
}

describe('signed file addresses and the session that obtained them', () => {
  it('stop working when that session logs out; another session’s addresses keep working', async () => {
    const token = await openSession();
    const otherDevice = await openSession();
    const url = await videoUrlFor(token);
    const otherUrl = await videoUrlFor(otherDevice);
    expect((await get(url)).statusCode).toBe(200);

    expect((await get('/api/auth/logout', token)).statusCode).toBe(200);
    await expectEnded(url);
    expect((await get(otherUrl)).statusCode).toBe(200);
  });

  it('stop working for every session after logout-all-sessions', async () => {
    const first = await openSession();
    const second = await openSession();
    const urls = [await videoUrlFor(first), await videoUrlFor(second)];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all-sessions', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(200);
    for (const url of urls) await expectEnded(url);
  });

  it('stop working when the session expires, before their own expiry', async () => {
    const token = await openSession(30 * 60_000);
    const url = await videoUrlFor(token);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await expectEnded(url);
  });

  it('survive the renewal of the token and end with the renewed session’s logout', async () => {
    const token = await openSession();
    // Just before the renewal point (half the session's life), the page fetches its file addresses.
    clock = new Date(clock.getTime() + t.config.SESSION_TTL_HOURS * HOUR * 0.5 - 60_000);
    const url = await videoUrlFor(token);
    clock = new Date(clock.getTime() + 2 * 60_000);
    const renewal = await get('/api/auth/session', token);
    const renewed = /^Bearer (.+)$/.exec(String(renewal.headers.authorization))?.[1];
    expect(renewed).toBeDefined();
    // Past the old token's grace period: the old token is gone, the address it obtained still plays.
    clock = new Date(clock.getTime() + 5 * 60_000);
    expect((await get('/api/auth/session', token)).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(200);

    expect((await get('/api/auth/logout', renewed)).statusCode).toBe(200);
    await expectEnded(url);
  });
});
