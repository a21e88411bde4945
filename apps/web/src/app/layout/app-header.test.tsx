import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactStatsQueryOptions } from '../../features/streak/api/get-contact-stats';
import { setSession } from '../../lib/session-store';
import { shellRoutes } from '../../test/communication-factories';
import { makeSessionUser } from '../../test/factories';
import { errorResponse, mockFetch } from '../../test/fetch-mock';
import { renderShell } from '../../test/render-shell';

const user = makeSessionUser({ edu_codigocontacto: 'CT-0001', fullname: 'Lucía Fernández Ortega' });

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('AppHeader', { timeout: 20_000 }, () => {
  it('holds the streak, the bell, the name linking to the profile with the avatar, and Cerrar sesión', async () => {
    setSession('token', user);
    mockFetch(shellRoutes(user, { racha: 4, unread: 3 }));
    const interaction = userEvent.setup();
    renderShell('/');

    const header = await screen.findByRole('banner');
    const streak = await within(header).findByRole('link', { name: 'Racha de 4 días' });
    expect(streak).toHaveAttribute('href', '/estadisticas');
    expect(streak).toHaveTextContent('4');
    expect(await within(header).findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
    const profile = within(header).getByRole('link', { name: 'Lucía Fernández Ortega' });
    expect(profile).toHaveAttribute('href', '/perfil/CT-0001');
    expect(within(profile).getByText('LF')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();

    // Controls in reading order: streak, bell, help, profile, logout.
    const controls = [...header.querySelectorAll('a, button')].map((element) => element.getAttribute('aria-label') ?? element.textContent);
    const order = ['Racha de 4 días', 'Notificaciones, 3 sin leer', 'Ayuda', 'Lucía Fernández Ortega', 'Cerrar sesión'].map((name) =>
      controls.findIndex((control) => control?.includes(name)),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // Radix positions the tooltip with ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    await interaction.hover(streak);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Racha de 4 días');
  });

  it('names the flame while the streak is still loading (a link is never nameless)', async () => {
    setSession('token', user);
    // The statistics never answer during this test: the flame stays in its loading state.
    mockFetch({ ...shellRoutes(user, { racha: 4, unread: 3 }), '/api/actividades/CT-0001/1': () => new Promise<Response>(() => undefined) });
    renderShell('/');
    const header = await screen.findByRole('banner');
    const flame = await within(header).findByRole('link', { name: 'Racha de días: cargando' });
    expect(flame).toHaveAttribute('aria-busy', 'true');
  });

  it('says "Racha de 1 día" in the singular, and leaves the flame out when the statistics fail', async () => {
    setSession('token', user);
    mockFetch(shellRoutes(user, { racha: 1 }));
    const view = renderShell('/');
    expect(await screen.findByRole('link', { name: 'Racha de 1 día' })).toBeInTheDocument();
    view.unmount();

    mockFetch({ ...shellRoutes(user), '/api/actividades/CT-0001/1': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const { queryClient } = renderShell('/');
    expect(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument();
    // Only once the statistics call has failed (no retries in tests) does the missing flame prove anything.
    await waitFor(() => expect(queryClient.getQueryState(contactStatsQueryOptions(user.edu_codigocontacto).queryKey)?.status).toBe('error'));
    expect(screen.queryByRole('link', { name: /Racha/ })).not.toBeInTheDocument();
  });
});
