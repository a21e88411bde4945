import { dashboardNotificationsAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnrolment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createGroupWithStudents, signIn } from '../../test/dashboard-notifications-factories';

// The app's own writes must drop a student's kept list: this app keeps its caches when statements are
// written (keepCachesOnDirectWrites), so only the services' invalidation can make a new notice show.
let clock = new Date('2026-11-24T09:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ now: () => clock, keepCachesOnDirectWrites: true });
});
afterAll(async () => {
  await app.close();
});

const titles = (body: unknown) => dashboardNotificationsAnswerSchema.parse(body).notifications.map((n) => n.title);

describe('GET /api/notifications/dashboard, kept with the bell', () => {
  it('shows a notice sent now and a scheduled one once released, though the list was kept in between', async () => {
    const { group } = await createGroupWithStudents(app.database.db, 0, clock);
    const student = await signIn(app, clock);
    await createEnrolment(app.database.db, student.contact, group);
    const author = await signIn(app, clock, { edu_tipocontacto: '1,4' });
    const list = () => student.get('/api/notifications/dashboard');

    expect(titles((await list()).json())).toEqual([]);
    const warm = await app.recordQueries(list);
    expect(warm.statements).toEqual([]);

    expect(
      (await author.post('/api/notifications/dashboard', { title: 'Ahora', message: 'Enviado ya', formations: [group.edu_codigoformacion] })).statusCode,
    ).toBe(201);
    expect(titles((await list()).json())).toEqual(['Ahora']);

    const scheduled = new Date(clock.getTime() + 5 * 60_000).toISOString();
    expect(
      (await author.post('/api/notifications/dashboard', { title: 'Luego', message: 'Programado', formations: [group.edu_codigoformacion], scheduled }))
        .statusCode,
    ).toBe(201);
    expect(titles((await list()).json())).toEqual(['Ahora']);
    clock = new Date(clock.getTime() + 6 * 60_000);
    await app.app.ctx.notificationsService.releaseScheduled();
    expect(titles((await list()).json())).toEqual(['Luego', 'Ahora']);
  });
});
