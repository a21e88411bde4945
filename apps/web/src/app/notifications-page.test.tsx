import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session-store';
import { makeNotification, shellRoutes } from '../test/communication-factories';
import { makeSessionUser } from '../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const user = makeSessionUser();
const newest = makeNotification({
  notification_user_id: 21,
  title: 'Nuevo anuncio en el tablón',
  notifiable_type: 'post',
  notifiable_id: '31',
  sent_at: '2026-11-21T13:05:00.000Z',
});
const older = makeNotification({ notification_user_id: 20, title: 'Clase en directo', notifiable_type: 'event', notifiable_id: '18', is_read: true });
const oldest = makeNotification({ notification_user_id: 5, title: 'Bienvenida al campus', notifiable_type: null, notifiable_id: null, is_read: true });

/** GET /api/notifications/history in two pages, as the server pages it. */
function historyPages(url: URL) {
  return url.searchParams.get('cursor') === 'pagina-2'
    ? jsonResponse({ status: 'ok', notifications: [oldest], nextCursor: null })
    : jsonResponse({ status: 'ok', notifications: [newest, older], nextCursor: 'pagina-2' });
}

// Issue 29 item 8: /notificaciones had only the academy's notices, no way to the person's older notifications.
describe('/notificaciones: the person’s own notifications', { timeout: 20_000 }, () => {
  it('lists them newest first with their read state, loads more pages and opens one like the bell', async () => {
    setSession('token', user);
    const fetchMock = mockFetch({
      ...shellRoutes(user),
      '/api/notifications/dashboard': jsonResponse({ status: 'ok', notifications: [] }),
      '/api/notifications/history': historyPages,
      '/api/notifications/read-notification/21': jsonResponse({ status: 'ok', notification: { ...newest, is_read: true } }),
    });
    const interaction = userEvent.setup();
    const { router } = renderApp('/notificaciones');

    const section = await screen.findByRole('region', { name: 'Todas tus notificaciones' });
    const items = await within(section).findAllByRole('button', { name: /Nuevo anuncio|Clase en directo/ });
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Nuevo anuncio'), expect.stringContaining('Clase en directo')]);
    expect(items[0]).toHaveAccessibleName(expect.stringMatching(/^Sin leer: Nuevo anuncio/));
    expect(items[1]).not.toHaveAccessibleName(expect.stringContaining('Sin leer'));

    await interaction.click(within(section).getByRole('button', { name: 'Cargar más notificaciones' }));
    expect(await within(section).findByRole('button', { name: /Bienvenida al campus/ })).toBeInTheDocument();
    expect(new URL(String(callsTo(fetchMock, '/api/notifications/history').at(-1)![0]), 'http://localhost').searchParams.get('cursor')).toBe('pagina-2');
    // The last page: nothing more to load.
    expect(within(section).queryByRole('button', { name: 'Cargar más notificaciones' })).not.toBeInTheDocument();

    await interaction.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/tablon?post_id=31'));
    const puts = callsTo(fetchMock, '/api/notifications/read-notification/21');
    expect(puts).toHaveLength(1);
    expect(puts[0]![1]?.method).toBe('PUT');
  });
});
