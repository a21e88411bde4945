import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createNotification } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationTypeIds } from './notifications.service';

// The app's own writes must drop the cached bell answers: factory writes here do not (keepCachesOnDirectWrites).
let t: TestApp;
// A minute ahead of the factories' real-time instants, so what they write counts as already sent.
let clock = new Date(Date.now() + 60_000);
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true, now: () => clock });
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const put = (url: string) => t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` } });
  return { code: contact.edu_codigocontacto, get, put };
}
const titles = async (get: (url: string) => Promise<{ json(): { notifications: { title: string }[] } }>) =>
  (await get('/api/notifications')).json().notifications.map((n) => n.title);
const unread = async (get: (url: string) => Promise<{ json(): { count: number } }>) => (await get('/api/notifications/unread-number')).json().count;

describe('bell answers served again until a delivery changes', () => {
  it('serves a warm list and count without statements', async () => {
    const { code, get } = await signedIn();
    await createNotification(t.database.db, { recipients: [code], title: 'Bienvenida' });
    expect(await titles(get)).toEqual(['Bienvenida']);
    expect(await unread(get)).toBe(1);
    const warm = await t.recordQueries(async () => [await get('/api/notifications'), await get('/api/notifications/unread-number')]);
    expect(warm.statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql))).toEqual([]);
    // Written behind the app's back: still the cached answer (what the next tests rely on the app to drop).
    await createNotification(t.database.db, { recipients: [code], title: 'Escrita por fuera' });
    expect(await titles(get)).toEqual(['Bienvenida']);
  });

  it('shows a notification the app sends in the very next read, to each recipient only', async () => {
    const ana = await signedIn();
    const luis = await signedIn();
    expect(await titles(ana.get)).toEqual([]);
    expect(await titles(luis.get)).toEqual([]);
    expect(await unread(ana.get)).toBe(0);
    await t.app.ctx.notificationsService.createNotification({
      title: 'Nuevo aviso',
      message: 'Hay un aviso',
      typeId: notificationTypeIds.notices,
      recipients: [ana.code],
    });
    expect(await titles(ana.get)).toEqual(['Nuevo aviso']);
    expect(await unread(ana.get)).toBe(1);
    expect(await titles(luis.get)).toEqual([]);
  });

  it('shows a scheduled notification once it is released', async () => {
    const ana = await signedIn();
    expect(await titles(ana.get)).toEqual([]);
    await t.app.ctx.notificationsService.createNotification({
      title: 'Programado',
      message: 'Luego',
      typeId: notificationTypeIds.notices,
      recipients: [ana.code],
      scheduledAt: new Date(clock.getTime() + 60_000),
    });
    expect(await titles(ana.get)).toEqual([]);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await titles(ana.get)).toEqual([]);
    expect(await t.app.ctx.notificationsService.releaseScheduled()).toBe(1);
    expect(await titles(ana.get)).toEqual(['Programado']);
  });

  it('lowers the unread count when the user reads one, and when they open its source', async () => {
    const ana = await signedIn();
    const [first] = await t.app.ctx.notificationsService.createNotification({
      title: 'Uno',
      message: '1',
      typeId: notificationTypeIds.notices,
      recipients: [ana.code],
    });
    await t.app.ctx.notificationsService.createNotification({
      title: 'Dos',
      message: '2',
      typeId: notificationTypeIds.chat,
      notifiable: { type: 'chat', id: 77 },
      recipients: [ana.code],
    });
    expect(await unread(ana.get)).toBe(2);
    expect((await ana.put(`/api/notifications/read-notification/${first!.notification_user_id}`)).statusCode).toBeLessThan(300);
    expect(await unread(ana.get)).toBe(1);
    await t.app.ctx.notificationsService.markSourceRead(ana.code, 'chat', '77');
    expect(await unread(ana.get)).toBe(0);
  });
});
