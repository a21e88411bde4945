import { boardGroupsAnswerSchema, getNotificationTarget, postsAnswerSchema } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../schema';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoGroupCodes as G } from './formations';
import { demoContactCodes as C, seedDemoAcademy } from './index';

const now = new Date('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await seedDemoAcademy(t.database.db, { now });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo board', () => {
  it("fills the demo student's boards: posts newest first with responses, files her classmates open, class comments, and bell notifications that open their post", async () => {
    const token = await createSession(t.database.db, C.student, { now });
    const classmate = await createSession(t.database.db, 'CON-10008', { now });
    const get = (url: string, bearer = token) => t.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });

    const groups = boardGroupsAnswerSchema.parse((await get('/api/posts/groups')).json()).groups.map((g) => g.edu_codigoformacion);
    expect(groups).toEqual(expect.arrayContaining([G.dawA, G.nursingA, G.examsB]));

    for (const group of [G.dawA, G.nursingA, G.examsB]) {
      const posts = postsAnswerSchema.parse((await get(`/api/posts?edu_codigoformacion=${group}`)).json()).data;
      expect(posts.length).toBeGreaterThanOrEqual(2);
      const dates = posts.map((p) => p.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(posts.every((p) => new Date(p.created_at) <= now)).toBe(true);
    }
    const daw = postsAnswerSchema.parse((await get(`/api/posts?edu_codigoformacion=${G.dawA}`)).json()).data;
    expect(daw.some((p) => p.postable_type === 'event' && p.postable_title)).toBe(true);
    const withFiles = daw.find((p) => p.title === 'Entrega de la práctica 3: instrucciones')!;
    expect(withFiles.responses.length).toBeGreaterThanOrEqual(2);
    expect(withFiles.metadata?.files).toHaveLength(2);
    for (const file of withFiles.metadata!.files!) {
      const opened = await get(file.url, classmate);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.url).toContain('/api/files/stream/');
    }

    const postNotices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.notifiable_type, 'post')));
    expect(postNotices.length).toBeGreaterThan(0);
    expect(postNotices.every((n) => n.notifiable_id !== null)).toBe(true);
    expect(getNotificationTarget({ notifiable_type: 'post', notifiable_id: String(postNotices[0]!.notifiable_id) })).toMatch(/^\/tablon\?post_id=\d+$/);
  });
});
