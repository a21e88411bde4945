/// <reference types="node" />
// Node's fs reads the bell's style sheet: Vitest hands CSS to the test as class names only (see the tabs test).
import { readFileSync } from 'node:fs';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeNotification, shellRoutes } from '../../test/communication-factories';
import { makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderShell } from '../../test/render-shell';

const user = makeSessionUser();

const postNotice = makeNotification({
  notification_user_id: 11,
  type_id: 1,
  title: 'Nuevo anuncio en el tablón',
  notifiable_type: 'post',
  notifiable_id: '31',
  sent_at: '2026-11-21T13:05:00.000Z',
});
const chatNotice = makeNotification({ notification_user_id: 12, type_id: 2, title: 'Nuevo mensaje de Alberto', notifiable_type: 'chat', notifiable_id: '7' });
const eventNotice = makeNotification({
  notification_user_id: 13,
  type_id: 3,
  title: 'Clase en directo',
  notifiable_type: 'event',
  notifiable_id: '18',
  is_read: true,
});
const allNotices = [postNotice, chatNotice, eventNotice];

/** GET /api/notifications answering by the `type` parameter, as the server does. */
function notificationsByType(url: URL) {
  const type = url.searchParams.get('type');
  const notifications = type ? allNotices.filter((notice) => notice.type_id === Number(type)) : allNotices;
  return jsonResponse({ status: 'ok', notifications });
}

function signIn() {
  setSession('token', user);
}

async function openBell(interaction: ReturnType<typeof userEvent.setup>, label: string) {
  await interaction.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: 'Notificaciones' });
}

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('NotificationBell', { timeout: 20_000 }, () => {
  it('shows the unread count, lists every notification with its sent date and filters by type tab', async () => {
    signIn();
    const fetchMock = mockFetch({ ...shellRoutes(user, { unread: 2 }), '/api/notifications': notificationsByType });
    const interaction = userEvent.setup();
    renderShell('/');

    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');

    // The panel loads on first open; its type tabs follow the types answer.
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Todas', 'Tablón', 'Chat', 'Eventos']),
    );
    expect(await within(panel).findByText('Nuevo anuncio en el tablón')).toBeInTheDocument();
    expect(within(panel).getByText('Clase en directo')).toBeInTheDocument();
    // Sent date in the Spanish locale: day, short month, 24-hour time (Europe/Madrid in the test run or UTC).
    const time = within(panel).getAllByRole('listitem')[0]!.querySelector('time');
    expect(time?.textContent).toMatch(/^21 nov, \d{2}:05$/);
    // Unread ones say so to screen readers.
    expect(within(panel).getByRole('button', { name: /Sin leer: Nuevo anuncio en el tablón/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Sin leer: Clase en directo/ })).not.toBeInTheDocument();

    await interaction.click(within(panel).getByRole('tab', { name: 'Chat' }));
    expect(await within(panel).findByText('Nuevo mensaje de Alberto')).toBeInTheDocument();
    expect(within(panel).queryByText('Nuevo anuncio en el tablón')).not.toBeInTheDocument();
    // StrictMode may cancel and repeat a first fetch: what matters is which lists were asked for.
    const types = callsTo(fetchMock, '/api/notifications').map(([input]) => new URL(String(input), 'http://x').searchParams.get('type'));
    expect([...new Set(types)]).toEqual([null, '2']);
  });

  it.each([
    ['post', postNotice, '/tablon', '?post_id=31'],
    ['chat', chatNotice, '/chat/7', ''],
  ])('a click on a %s notification marks it read, lowers the counter and navigates', async (_kind, notice, pathname, search) => {
    signIn();
    const fetchMock = mockFetch({
      ...shellRoutes(user, { unread: 2 }),
      '/api/notifications': notificationsByType,
      [`/api/notifications/read-notification/${notice.notification_user_id}`]: jsonResponse({ status: 'ok', notification: { ...notice, is_read: true } }),
    });
    const interaction = userEvent.setup();
    const { router } = renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await interaction.click(await within(panel).findByText(notice.title));

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeInTheDocument();
    const puts = callsTo(fetchMock, `/api/notifications/read-notification/${notice.notification_user_id}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]![1]?.method).toBe('PUT');
  });

  it('goes to the calendar on the event, without a call for an already read notification', async () => {
    signIn();
    const fetchMock = mockFetch({ ...shellRoutes(user, { unread: 2 }), '/api/notifications': notificationsByType });
    const interaction = userEvent.setup();
    const { router } = renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await interaction.click(await within(panel).findByText('Clase en directo'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/calendario'));
    expect(router.state.location.search).toBe('?event_id=18');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('read-notification'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
  });

  it('never counts below 0', async () => {
    signIn();
    mockFetch({
      ...shellRoutes(user, { unread: 0 }),
      '/api/notifications': notificationsByType,
      '/api/notifications/read-notification/11': jsonResponse({ status: 'ok', notification: { ...postNotice, is_read: true } }),
    });
    const interaction = userEvent.setup();
    const { router } = renderShell('/');

    const bell = await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' });
    expect(within(bell).queryByTestId('notification-badge')).not.toBeInTheDocument();
    const panel = await openBell(interaction, 'Notificaciones, 0 sin leer');
    await interaction.click(await within(panel).findByText('Nuevo anuncio en el tablón'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tablon'));
    expect(screen.getByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
  });

  it("shows the server's message when marking read fails, and the counter comes back", async () => {
    signIn();
    mockFetch({
      ...shellRoutes(user, { unread: 2 }),
      '/api/notifications': notificationsByType,
      '/api/notifications/read-notification/11': errorResponse(404, 'not_found', 'La notificación no existe'),
    });
    const interaction = userEvent.setup();
    renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await interaction.click(await within(panel).findByText('Nuevo anuncio en el tablón'));
    expect(await screen.findByText('La notificación no existe')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
  });

  it('adds a pushed `bell` notification on top and counts it, live', async () => {
    const sockets = installFakeSockets();
    signIn();
    mockFetch({ ...shellRoutes(user, { unread: 2 }), '/api/notifications': notificationsByType });
    const interaction = userEvent.setup();
    renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await within(panel).findByText('Nuevo anuncio en el tablón');
    const pushed = makeNotification({ notification_user_id: 99, type_id: 2, title: 'Nuevo mensaje de Marta', notifiable_type: 'chat', notifiable_id: '3' });
    act(() => sockets[0]!.pushFromServer('bell', pushed));

    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nuevo mensaje de Marta');
    // The same delivery again is neither listed nor counted twice.
    act(() => sockets[0]!.pushFromServer('bell', pushed));
    expect(screen.getByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
    expect(within(panel).getAllByText('Nuevo mensaje de Marta')).toHaveLength(1);
  });

  it("toasts the spec's texts when the counter or the types fail, and the server's when the list fails", async () => {
    signIn();
    mockFetch({
      ...shellRoutes(user),
      '/api/notifications/unread-number': errorResponse(500, 'internal', 'Fallo'),
      '/api/notifications/types': errorResponse(500, 'internal', 'Fallo'),
      '/api/notifications': errorResponse(503, 'unavailable', 'La base de datos no está disponible'),
    });
    const interaction = userEvent.setup();
    renderShell('/');

    expect(await screen.findByText('Error al obtener el número de notificaciones sin leer.', {}, { timeout: 8000 })).toBeInTheDocument();
    const panel = await openBell(interaction, 'Notificaciones');
    expect(await screen.findByText('Error al obtener los tipos de notificación.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await within(panel).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('La base de datos no está disponible');
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todas']);
  });

  it('shows the empty state', async () => {
    signIn();
    mockFetch(shellRoutes(user));
    const interaction = userEvent.setup();
    renderShell('/');
    const panel = await openBell(interaction, 'Notificaciones, 0 sin leer');
    expect(await within(panel).findByText('No hay notificaciones disponibles')).toBeInTheDocument();
  });

  it('marks all read from the panel and writes the answer into the cache, without asking again', async () => {
    signIn();
    const fetchMock = mockFetch({
      ...shellRoutes(user, { unread: 2 }),
      '/api/notifications': notificationsByType,
      '/api/notifications/read-all': jsonResponse({ status: 'ok', notification_user_ids: [11, 12], unread_count: 0 }),
    });
    const interaction = userEvent.setup();
    renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await within(panel).findByRole('button', { name: /Sin leer: Nuevo anuncio en el tablón/ });
    const listsBefore = callsTo(fetchMock, '/api/notifications').length;
    const countsBefore = callsTo(fetchMock, '/api/notifications/unread-number').length;

    await interaction.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));

    expect(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
    expect(within(panel).queryByText('Sin leer:', { exact: false })).not.toBeInTheDocument();
    expect(within(panel).getByText('Nuevo mensaje de Alberto')).toBeInTheDocument();
    // Nothing left to mark: the button goes away.
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument();
    const puts = callsTo(fetchMock, '/api/notifications/read-all');
    expect(puts).toHaveLength(1);
    expect(puts[0]![1]?.method).toBe('PUT');
    // The answer went into the cache: neither the lists nor the counter were fetched again.
    expect(callsTo(fetchMock, '/api/notifications')).toHaveLength(listsBefore);
    expect(callsTo(fetchMock, '/api/notifications/unread-number')).toHaveLength(countsBefore);
    // Older notices are one link away.
    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notificaciones');
  });

  it('shows everything read when another tab marked all read (`notifications-read`)', async () => {
    const sockets = installFakeSockets();
    signIn();
    mockFetch({ ...shellRoutes(user, { unread: 2 }), '/api/notifications': notificationsByType });
    const interaction = userEvent.setup();
    renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await within(panel).findByRole('button', { name: /Sin leer: Nuevo mensaje de Alberto/ });
    act(() => sockets[0]!.pushFromServer('notifications-read', { status: 'ok', notification_user_ids: [11, 12], unread_count: 0 }));

    expect(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
    expect(within(panel).queryByText('Sin leer:', { exact: false })).not.toBeInTheDocument();
  });

  it('keeps every one of the seven tabs reachable: the strip wraps instead of hiding some, and arrow keys go through all', async () => {
    signIn();
    const names = ['Tablón', 'Chat', 'Eventos', 'Avisos', 'Incidencias', 'Evaluaciones'];
    mockFetch({
      ...shellRoutes(user, { unread: 2 }),
      '/api/notifications/types': jsonResponse({ status: 'ok', types: names.map((name, index) => ({ id: index + 1, name })) }),
      '/api/notifications': notificationsByType,
    });
    const interaction = userEvent.setup();
    renderShell('/');

    const panel = await openBell(interaction, 'Notificaciones, 2 sin leer');
    await waitFor(() => expect(within(panel).getAllByRole('tab')).toHaveLength(7));
    // jsdom lays nothing out: the strip's rule is what keeps the last tabs on screen at 420 px (issue 29).
    const bellStyles = readFileSync(`${import.meta.dirname}/notification-bell.module.css`, 'utf8');
    const tabListRule = /\.tabList\s*\{([^}]*)\}/.exec(bellStyles)?.[1] ?? '';
    expect(tabListRule).toMatch(/flex-wrap:\s*wrap/);
    expect(tabListRule).not.toMatch(/overflow-x:\s*(auto|scroll|hidden)/);

    within(panel).getByRole('tab', { name: 'Todas' }).focus();
    for (const name of names) {
      await interaction.keyboard('{ArrowRight}');
      expect(within(panel).getByRole('tab', { name })).toHaveFocus();
    }
    await interaction.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('tab', { name: 'Todas' })).toHaveFocus();
  });
});
