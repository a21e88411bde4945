import { dashboardNotificationAnswerSchema, dashboardNotificationsAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/client';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { openTestDatabase } from '../../test/test-app';
import { createGroupWithStudents } from '../../test/dashboard-notifications-factories';

/**
 * A scheduled notification outlives the process that scheduled it: the schedule is in the database, and the
 * next process arms its timer from there (or sends at once what fell due while it was down).
 */
let database: DatabaseHandle;
let clock = new Date('2026-11-24T09:00:00Z');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
});
const startApp = () => buildApp({ config, database, now: () => clock });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
});

const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

describe('a scheduled dashboard notification across restarts', () => {
  it('is armed from the database by the next process and reaches the list and the bell once due', async () => {
    const { group, students } = await createGroupWithStudents(database.db, 1, clock);
    const student = students[0]!;
    const author = await createContact(database.db, { edu_tipocontacto: '1,4' });
    const sendAt = later(60);

    const first = await startApp();
    const staffToken = await createSession(database.db, author.edu_codigocontacto, { now: clock });
    const written = await first.inject({
      method: 'POST',
      url: '/api/notifications/dashboard',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { title: 'Simulacro de examen', message: 'El viernes a las 10:00.', formations: [group.edu_codigoformacion], scheduled: sendAt.toISOString() },
    });
    expect(written.statusCode).toBe(201);
    const { id } = dashboardNotificationAnswerSchema.parse(written.json()).notification;
    expect(first.ctx.scheduledRelease.armedFor()).toEqual(sendAt);
    await first.close();

    // Restarted before its time: the new process knows the instant only from the database.
    clock = later(20);
    const second = await startApp();
    expect(second.ctx.scheduledRelease.armedFor()).toEqual(sendAt);
    const studentToken = await createSession(database.db, student.edu_codigocontacto, { now: clock });
    const asStudent = (app: typeof second, url: string) => app.inject({ url, headers: { authorization: `Bearer ${studentToken}` } });
    expect(dashboardNotificationsAnswerSchema.parse((await asStudent(second, '/api/notifications/dashboard')).json()).notifications).toEqual([]);
    await second.close();

    // Down past its time: the next process sends it as it starts.
    clock = later(120);
    const third = await startApp();
    try {
      const list = dashboardNotificationsAnswerSchema.parse((await asStudent(third, '/api/notifications/dashboard')).json()).notifications;
      expect(list.map((n) => [n.id, n.title, n.scheduled])).toEqual([[id, 'Simulacro de examen', sendAt.toISOString()]]);
      const bell = (await asStudent(third, '/api/notifications?type=4')).json() as { notifications: { title: string }[] };
      expect(bell.notifications.map((n) => n.title)).toEqual(['Simulacro de examen']);
      // Nothing else waits: the timer is not armed on a sent notification.
      expect(third.ctx.scheduledRelease.armedFor()).toBeNull();
    } finally {
      await third.close();
    }
  });
});
