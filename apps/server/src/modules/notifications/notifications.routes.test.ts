import { notificationsAnswerSchema, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createNotification } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let clock = new Date('2026-05-04T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto, { now: clock });
  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const put = (url: string) => t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` } });
  return { contact, token, get, put };
}

describe('GET /api/notifications', () => {
  it('lists the user’s own sent notifications, newest first, filtered by type; scheduled ones wait', async () => {
    const { contact, get } = await signedIn();
    const other = await createContact(t.database.db);
    const code = contact.edu_codigocontacto;
    await createNotification(t.database.db, { recipients: [code], title: 'Antigua', type_id: 1, notifiable_type: 'post', sent_at: minutes(-120) });
    await createNotification(t.database.db, {
      recipients: [code],
      title: 'Mensaje',
      type_id: 2,
      notifiable_type: 'chat',
      notifiable_id: 7,
      sent_at: minutes(-5),
    });
    await createNotification(t.database.db, { recipients: [code], title: 'Aviso', type_id: 4, sent_at: minutes(-30) });
    await createNotification(t.database.db, { recipients: [code], title: 'Programada', type_id: 4, sent_at: null, scheduled_at: minutes(60) });
    await createNotification(t.database.db, { recipients: [code], title: 'Futura', type_id: 4, sent_at: minutes(10) });
    await createNotification(t.database.db, { recipients: [other.edu_codigocontacto], title: 'Ajena', sent_at: minutes(-1) });

    const all = await get('/api/notifications');
    expect(all.statusCode).toBe(200);
    const body = notificationsAnswerSchema.parse(all.json());
    expect(body.notifications.map((n) => n.title)).toEqual(['Mensaje', 'Aviso', 'Antigua']);
    expect(body.notifications[0]).toMatchObject({
      notifiable_type: 'chat',
      notifiable_id: '7',
      type_id: 2,
      is_read: false,
      sent_at: minutes(-5).toISOString(),
    });
    expect(body.notifications[1]).toMatchObject({ notifiable_type: null, notifiable_id: null });

    const chats = await get('/api/notifications?type=2');
    expect(chats.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Mensaje']);
  });

  it('refuses a bad type (400, Spanish) and anonymous requests (401)', async () => {
    const { get } = await signedIn();
    const bad = await get('/api/notifications?type=todas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', message: 'El tipo de notificación no es válido' });
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('GET /api/notifications/types and /unread-number', () => {
  it('answers the types and counts only sent, unread, own deliveries', async () => {
    const { contact, get } = await signedIn();
    const types = await get('/api/notifications/types');
    expect(types.json()).toEqual({
      status: 'ok',
      types: [
        { id: 1, name: 'Tablón' },
        { id: 2, name: 'Chat' },
        { id: 3, name: 'Eventos' },
        { id: 4, name: 'Avisos' },
        { id: 5, name: 'Incidencias' },
        { id: 6, name: 'Evaluaciones' },
      ],
    });
    const code = contact.edu_codigocontacto;
    await createNotification(t.database.db, { recipients: [code], sent_at: minutes(-3) });
    await createNotification(t.database.db, { recipients: [code], sent_at: minutes(-2) });
    await createNotification(t.database.db, { recipients: [code], sent_at: minutes(-1), is_read: true });
    await createNotification(t.database.db, { recipients: [code], sent_at: null, scheduled_at: minutes(5) });
    expect((await get('/api/notifications/unread-number')).json()).toEqual({ status: 'ok', count: 2 });
    expect((await t.app.inject({ url: '/api/notifications/unread-number' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications/types' })).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/read-notification/{id}', () => {
  it('marks the user’s own delivery read, idempotently', async () => {
    const { contact, get, put } = await signedIn();
    const { deliveries } = await createNotification(t.database.db, { recipients: [contact.edu_codigocontacto], sent_at: minutes(-3) });
    const id = deliveries[0]!.id;
    const first = await put(`/api/notifications/read-notification/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ok', notification: { notification_user_id: id, is_read: true } });
    const again = await put(`/api/notifications/read-notification/${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().notification.is_read).toBe(true);
    expect((await get('/api/notifications/unread-number')).json().count).toBe(0);
  });

  it('answers 404 for someone else’s delivery or a scheduled one, 400 for a bad id, 401 without a session', async () => {
    const { contact, put } = await signedIn();
    const other = await createContact(t.database.db);
    const { deliveries } = await createNotification(t.database.db, { recipients: [other.edu_codigocontacto], sent_at: minutes(-3) });
    const foreign = await put(`/api/notifications/read-notification/${deliveries[0]!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 'error', code: 'not_found', message: texts.notifications.notFound });
    const scheduled = await createNotification(t.database.db, { recipients: [contact.edu_codigocontacto], sent_at: null, scheduled_at: minutes(30) });
    expect((await put(`/api/notifications/read-notification/${scheduled.deliveries[0]!.id}`)).statusCode).toBe(404);
    const bad = await put('/api/notifications/read-notification/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La notificación no es válida');
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/read-notification/${deliveries[0]!.id}` })).statusCode).toBe(401);
  });
});

describe('createNotification and scheduled notifications', () => {
  it('writes deliveries that list at once, and releases a scheduled one when it is due', async () => {
    const { contact, get } = await signedIn();
    const service = t.app.ctx.notificationsService;
    const [now] = await service.createNotification({
      title: 'Ya',
      message: 'Enviada',
      typeId: 3,
      notifiable: { type: 'event', id: 42 },
      recipients: [contact.edu_codigocontacto, contact.edu_codigocontacto],
    });
    expect(now).toMatchObject({ title: 'Ya', notifiable_type: 'event', notifiable_id: '42', sent_at: clock.toISOString() });
    await service.createNotification({ title: 'Luego', message: 'Programada', typeId: 4, recipients: [contact.edu_codigocontacto], scheduledAt: minutes(15) });
    expect((await get('/api/notifications')).json().notifications.map((n: { title: string }) => n.title)).toEqual(['Ya']);
    expect(await service.releaseScheduled()).toBe(0);
    clock = minutes(16);
    expect(await service.releaseScheduled()).toBeGreaterThanOrEqual(1);
    expect((await get('/api/notifications')).json().notifications.map((n: { title: string }) => n.title)).toEqual(['Luego', 'Ya']);
    expect(await service.releaseScheduled()).toBe(0);
  });
});

describe('query count', () => {
  it('lists the bell in one statement however many notifications the user has, and in none until one changes', async () => {
    const { contact, get } = await signedIn();
    const code = contact.edu_codigocontacto;
    await createNotification(t.database.db, { recipients: [code], title: 'Primera', sent_at: minutes(-10) });
    const few = await t.recordQueries(() => get('/api/notifications'));
    const warm = await t.recordQueries(() => get('/api/notifications'));
    // Factory writes drop the cached bell in this file (the app's own writes do it themselves: see below).
    for (let i = 0; i < 12; i++)
      await createNotification(t.database.db, { recipients: [code], title: `Aviso ${i}`, type_id: 1 + (i % 4), sent_at: minutes(-i - 1) });
    const many = await t.recordQueries(() => get('/api/notifications'));
    const ofType = await t.recordQueries(() => get('/api/notifications?type=2'));
    expect(many.result.json().notifications).toHaveLength(13);
    const own = (statements: string[]) => statements.filter((sql) => !/\b(from|update|into) "(sessions|contacts)"/.test(sql));
    expect(own(few.statements)).toHaveLength(1);
    expect(own(warm.statements)).toHaveLength(0);
    expect(own(many.statements)).toHaveLength(1);
    expect(own(ofType.statements)).toHaveLength(1);
  });
});
