import zlib from 'node:zlib';
import { contentAnswerSchema, type ContentAnswer } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../../test/course-fixture';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// The app's own writes must drop the cached tree answers: factory writes here do not (keepCachesOnDirectWrites).
let t: TestApp;
let course: CourseFixture;
let token: string;
let clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true, now: () => clock, env: { SESSION_TTL_HOURS: '720' } });
  course = await createCourseFixture(t.database.db, { now: clock });
  token = await createSession(t.database.db, course.student.edu_codigocontacto, { now: clock, ttlMs: 30 * 86_400_000 });
});
afterAll(async () => {
  await t.close();
});

const readTree = (acceptEncoding?: string) =>
  t.app.inject({
    url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
    headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const events = (answer: ContentAnswer) => answer.data.flatMap((unit) => unit.temas.flatMap((topic) => topic.eventos));
const eventOf = (answer: ContentAnswer, id: number) => events(answer).find((event) => event.id === id)!;

describe('GET /api/content/{formationCode}: answers served again', () => {
  it('answers a warm read without any statement, with the same bytes in every encoding', async () => {
    const cold = await readTree();
    const warm = await t.recordQueries(() => readTree('gzip, br'));
    expect(warm.statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql))).toEqual([]);
    expect(warm.result.headers['content-encoding']).toBe('br');
    expect(warm.result.headers.vary).toBe('accept-encoding');
    expect(warm.result.headers['content-type']).toBe('application/json; charset=utf-8');
    const identity = cold.rawPayload;
    expect(cold.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(warm.result.rawPayload)).toEqual(identity);
    const gzipped = await readTree('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload)).toEqual(identity);
    expect((await readTree('identity')).rawPayload).toEqual(identity);
    contentAnswerSchema.parse(JSON.parse(identity.toString('utf8')));
  });

  it('shows a completion in the very next read', async () => {
    const before = contentAnswerSchema.parse((await readTree()).json());
    expect(eventOf(before, course.events.open.id).completed).toEqual([]);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${course.student.edu_codigocontacto}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { completed: 1 },
    });
    expect(patched.statusCode).toBeLessThan(300);
    const after = contentAnswerSchema.parse((await readTree()).json());
    expect(eventOf(after, course.events.open.id).completed).toEqual([{ edu_codigocontacto: course.student.edu_codigocontacto, completed: 1 }]);
  });

  it('renews signed addresses when their expiry step passes, and opens a class on its first day', async () => {
    const before = contentAnswerSchema.parse((await readTree()).json());
    const videoUrl = (answer: ContentAnswer) => eventOf(answer, course.events.open.id).archivos.find((file) => file.id === course.files.video.id)!.url;
    expect(eventOf(before, course.events.notYet.id).availability.isAvailable).toBe(false);
    expect(contentAnswerSchema.parse((await readTree()).json())).toEqual(before);

    clock = new Date(clock.getTime() + 10 * 60_000);
    const later = contentAnswerSchema.parse((await readTree()).json());
    expect(videoUrl(later)).not.toBe(videoUrl(before));
    expect(new URL(videoUrl(later)!, 'http://x').searchParams.get('exp')).not.toBe(new URL(videoUrl(before)!, 'http://x').searchParams.get('exp'));

    clock = new Date(clock.getTime() + 5 * 86_400_000);
    const onItsDay = contentAnswerSchema.parse((await readTree()).json());
    expect(eventOf(onItsDay, course.events.notYet.id).availability.isAvailable).toBe(true);
  });
});
