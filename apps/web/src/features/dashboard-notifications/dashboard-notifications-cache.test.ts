import type { DashboardNotificationsAnswer } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { dashboardNotificationKeys, removeDashboardNotification, writeDashboardNotification } from './dashboard-notifications-cache';
import { makeNotice } from './notice-test-factories';

const key = dashboardNotificationKeys.list('STAFF-1');
const read = (client: ReturnType<typeof createTestQueryClient>) => client.getQueryData<DashboardNotificationsAnswer>(key)!.notifications;

describe('the dashboard notifications cache', () => {
  it('puts a pushed notice in order by its sending instant, replacing its older copy', () => {
    const client = createTestQueryClient();
    client.setQueryData<DashboardNotificationsAnswer>(key, {
      status: 'ok',
      notifications: [makeNotice({ id: 2, created_at: '2026-11-25T09:00:00.000Z' }), makeNotice({ id: 1, created_at: '2026-11-20T09:00:00.000Z' })],
    });
    writeDashboardNotification(
      client,
      makeNotice({ id: 3, title: 'Programado', scheduled: '2026-11-30T09:00:00.000Z', created_at: '2026-11-21T09:00:00.000Z' }),
    );
    writeDashboardNotification(client, makeNotice({ id: 1, title: 'Cambiado', created_at: '2026-11-20T09:00:00.000Z' }));
    expect(read(client).map((item) => [item.id, item.title])).toEqual([
      [3, 'Programado'],
      [2, 'Cambio de aula'],
      [1, 'Cambiado'],
    ]);
    removeDashboardNotification(client, 3);
    expect(read(client).map((item) => item.id)).toEqual([2, 1]);
  });

  it("keeps the academy's view (every person addressed, how many it reaches) over a recipient's push of the same notice", () => {
    const client = createTestQueryClient();
    const people = [{ edu_codigocontacto: 'CT-9', fullname: 'Marta Ruiz' }];
    client.setQueryData<DashboardNotificationsAnswer>(key, { status: 'ok', notifications: [makeNotice({ id: 5, contactos: people, recipients_count: 30 })] });
    writeDashboardNotification(client, makeNotice({ id: 5, title: 'Nuevo título', contactos: [] }));
    expect(read(client)).toEqual([makeNotice({ id: 5, title: 'Nuevo título', contactos: people, recipients_count: 30 })]);
  });
});
