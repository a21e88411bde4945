import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/client';
import { createCourseFixture, dayFromNow, type CourseFixture } from '../../test/course-fixture';
import { createContact } from '../../test/factories';
import { shouldSkipRedisTests, startTestRedis } from '../../test/redis-server';
import { createSession } from '../../test/sessions';
import { openTestDatabase } from '../../test/test-app';

// Two server instances on one database and one Redis (REDIS_URL): a unit renamed or an event completed through
// one must show in the other's answers, whose caches are dropped by the invalidation sent through Redis.

type App = Awaited<ReturnType<typeof buildApp>>;
let redis: Awaited<ReturnType<typeof startTestRedis>>;
let database: DatabaseHandle;
let first: App;
let second: App;
let course: CourseFixture;
let token: string;
let staffToken: string;

describe.skipIf(shouldSkipRedisTests)('formation structure cache across instances (REDIS_URL)', () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    database = await openTestDatabase();
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      REDIS_URL: redis.url,
    });
    [first, second] = await Promise.all([buildApp({ config, database }), buildApp({ config, database })]);
    course = await createCourseFixture(database.db);
    token = await createSession(database.db, course.student.edu_codigocontacto);
    const staff = await createContact(database.db, { edu_tipocontacto: '4' });
    staffToken = await createSession(database.db, staff.edu_codigocontacto);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.close();
    await redis?.stop();
  });

  const unitTitles = async (app: App): Promise<string[]> => {
    const response = await app.inject({
      url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { titulo: string }[] }).data.map((unit) => unit.titulo);
  };

  it('shows a unit renamed on one instance in the next reads of both', async () => {
    // Both instances hold the structure.
    expect(await unitTitles(first)).toContain('Unidad 1. Fundamentos');
    expect(await unitTitles(second)).toContain('Unidad 1. Fundamentos');

    const renamed = await first.inject({
      method: 'PUT',
      url: `/api/content/units/${course.units.regular.id}`,
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { titulo: 'Unidad 1. Renombrada' },
    });
    expect(renamed.statusCode).toBe(201);
    // The writing instance drops its entry before answering; the other as soon as the Redis message arrives.
    expect(await unitTitles(first)).toContain('Unidad 1. Renombrada');
    await expect.poll(() => unitTitles(second), { timeout: 5000, interval: 20 }).toContain('Unidad 1. Renombrada');
  });

  it('shows a completion made on one instance in the next tree and agenda of the other', async () => {
    const tree = async (app: App) => {
      const response = await app.inject({
        url: `/api/content/${course.parent.edu_codigoformacion}?group=${course.group.edu_codigoformacion}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const events = (response.json() as { data: { temas: { eventos: { id: number; completed: unknown[] }[] }[] }[] }).data.flatMap((u) =>
        u.temas.flatMap((t) => t.eventos),
      );
      return events.find((event) => event.id === course.events.open.id)!.completed.length;
    };
    const agenda = async (app: App) => {
      const range = `start_date=${dayFromNow(-7, course.now)}&end_date=${dayFromNow(0, course.now)}`;
      const response = await app.inject({
        url: `/api/events/contact/${course.student.edu_codigocontacto}/${encodeURIComponent(course.student.emailaddress1)}?${range}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { events: { id: number; contacts: unknown[] }[] }).events.find((event) => event.id === course.events.open.id)!.contacts.length;
    };
    // Both instances hold the student's answers.
    expect(await tree(second)).toBe(0);
    expect(await agenda(second)).toBe(0);
    const completed = await first.inject({
      method: 'PATCH',
      url: `/api/events/contact/${course.events.open.id}/${course.student.edu_codigocontacto}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { completed: 1 },
    });
    expect(completed.statusCode).toBeLessThan(300);
    expect(await tree(first)).toBe(1);
    await expect.poll(() => tree(second), { timeout: 5000, interval: 20 }).toBe(1);
    await expect.poll(() => agenda(second), { timeout: 5000, interval: 20 }).toBe(1);
  });
});
