import { notificationHistoryAnswerSchema, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createNotification } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 29 item 8: /notificaciones lists every one of the person's notifications, not only the bell's latest.
let t: TestApp;
const clock = new Date('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const contact = await createContact(t.database.db);
  const token = await createSession(t.database.db, contact.edu_codigocontacto);
  const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { code: contact.edu_codigocontacto, get };
}

const minutesBefore = (minutes: number) => new Date(clock.getTime() - minutes * 60_000);

describe('GET /api/notifications/history', () => {
  it("pages through the caller's own sent notifications, newest first, and nobody else's", async () => {
    const me = await signedIn();
    const other = await signedIn();
    await createNotification(t.database.db, { recipients: [me.code], title: 'Primera', sent_at: minutesBefore(50), is_read: true });
    // Two sent at the same instant: the cursor keeps them apart by id.
    await createNotification(t.database.db, { recipients: [me.code], title: 'Segunda', sent_at: minutesBefore(40) });
    await createNotification(t.database.db, { recipients: [me.code, other.code], title: 'Tercera', sent_at: minutesBefore(40) });
    await createNotification(t.database.db, { recipients: [me.code], title: 'Cuarta', sent_at: minutesBefore(30) });
    await createNotification(t.database.db, { recipients: [other.code], title: 'Ajena', sent_at: minutesBefore(20) });
    await createNotification(t.database.db, { recipients: [me.code], title: 'Programada', sent_at: null, scheduled_at: new Date(clock.getTime() + 60_000) });

    const titles: string[] = [];
    const readStates: boolean[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await me.get(`/api/notifications/history?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const body = notificationHistoryAnswerSchema.parse(answer.json());
      expect(body.notifications.length).toBeLessThanOrEqual(2);
      titles.push(...body.notifications.map((n) => n.title));
      readStates.push(...body.notifications.map((n) => n.is_read));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);

    expect(titles).toEqual(['Cuarta', 'Tercera', 'Segunda', 'Primera']);
    expect(readStates).toEqual([false, false, false, true]);
    expect(pages).toBe(2);

    const others = notificationHistoryAnswerSchema.parse((await other.get('/api/notifications/history')).json());
    expect(others.notifications.map((n) => n.title)).toEqual(['Ajena', 'Tercera']);
    expect(others.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not write with a Spanish message (400)', async () => {
    const me = await signedIn();
    for (const cursor of ['no-es-un-cursor', Buffer.from('2026-03-10|1').toString('base64url'), 'x'.repeat(101)]) {
      const answer = await me.get(`/api/notifications/history?cursor=${cursor}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(texts.notifications.invalidCursor);
    }
  });

  it('refuses anonymous requests (401)', async () => {
    expect((await t.app.inject({ url: '/api/notifications/history' })).statusCode).toBe(401);
  });
});
