import { readAllNotificationsAnswerSchema } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationUsers } from '../../db/schema';
import { createContact, createNotification } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { listenOnFreePort, openUserSocket, waitForSocketEvent } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// Factory writes keep the cached bell answers here: the app's own write must drop them (issue 29 item 8).
let t: TestApp;
let baseUrl: string;
// A minute ahead of the factories' real-time instants, so what they write counts as already sent.
const clock = new Date(Date.now() + 60_000);
beforeAll(async () => {
  t = await createTestApp({ keepCachesOnDirectWrites: true, now: () => clock });
  baseUrl = await listenOnFreePort(t);
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => t.app.inject({ url, headers });
  const put = (url: string) => t.app.inject({ method: 'PUT', url, headers });
  return { code: contact.edu_codigocontacto, token, get, put };
}

describe('PUT /api/notifications/read-all', () => {
  it("marks only the caller's own sent notifications read, answers what changed and tells the caller's other tabs", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const first = await createNotification(t.database.db, { recipients: [me.code, other.code], title: 'Para los dos' });
    const second = await createNotification(t.database.db, { recipients: [me.code], title: 'Solo mía' });
    await createNotification(t.database.db, { recipients: [me.code], title: 'Ya leída', is_read: true });
    const scheduled = await createNotification(t.database.db, {
      recipients: [me.code],
      title: 'Programada',
      sent_at: null,
      scheduled_at: new Date(clock.getTime() + 3_600_000),
    });
    // Warm the caches the write must drop.
    expect((await me.get('/api/notifications/unread-number')).json().count).toBe(2);
    expect((await other.get('/api/notifications/unread-number')).json().count).toBe(1);

    const socket = await openUserSocket(baseUrl, me.token, me.code, t.config.PUBLIC_URL);
    try {
      const pushed = waitForSocketEvent(socket, 'notifications-read');
      const answer = await me.put('/api/notifications/read-all');
      expect(answer.statusCode).toBe(200);
      const body = readAllNotificationsAnswerSchema.parse(answer.json());
      const mine = (delivery: { edu_codigocontacto: string }) => delivery.edu_codigocontacto === me.code;
      expect(body).toEqual({
        status: 'ok',
        notification_user_ids: [first.deliveries.find(mine)!.id, second.deliveries[0]!.id].sort((a, b) => a - b),
        unread_count: 0,
      });
      expect(await pushed).toEqual(body);
    } finally {
      socket.disconnect();
    }

    expect((await me.get('/api/notifications/unread-number')).json().count).toBe(0);
    const listed = (await me.get('/api/notifications')).json().notifications as { title: string; is_read: boolean }[];
    expect(listed.every((n) => n.is_read)).toBe(true);
    // Someone else's deliveries of the same notification stay unread.
    expect((await other.get('/api/notifications/unread-number')).json().count).toBe(1);
    expect((await other.get('/api/notifications')).json().notifications).toMatchObject([{ title: 'Para los dos', is_read: false }]);
    // A scheduled delivery is not sent yet: it arrives unread later.
    const [waiting] = await t.database.db.select().from(notificationUsers).where(eq(notificationUsers.id, scheduled.deliveries[0]!.id));
    expect(waiting!.is_read).toBe(false);

    // Again: nothing left to change.
    expect((await me.put('/api/notifications/read-all')).json()).toEqual({ status: 'ok', notification_user_ids: [], unread_count: 0 });
  });

  it("a delivery read in one tab, or a chat read where it is open, is read in the user's other tabs too (issue 30)", async () => {
    const me = await signedIn();
    const one = await createNotification(t.database.db, { recipients: [me.code], title: 'Una' });
    const chat = await createNotification(t.database.db, { recipients: [me.code], title: 'Nuevo mensaje', notifiable_type: 'chat', notifiable_id: 41 });
    const otherTab = await openUserSocket(baseUrl, me.token, me.code, t.config.PUBLIC_URL);
    try {
      const first = waitForSocketEvent(otherTab, 'notifications-read');
      expect((await me.put(`/api/notifications/read-notification/${one.deliveries[0]!.id}`)).statusCode).toBe(200);
      expect(await first).toEqual({ status: 'ok', notification_user_ids: [one.deliveries[0]!.id], unread_count: 1 });
      const second = waitForSocketEvent(otherTab, 'notifications-read');
      await t.app.ctx.notificationsService.markSourceRead(me.code, 'chat', '41');
      expect(await second).toEqual({ status: 'ok', notification_user_ids: [chat.deliveries[0]!.id], unread_count: 0 });
    } finally {
      otherTab.disconnect();
    }
  });

  it('refuses anonymous requests (401)', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});
