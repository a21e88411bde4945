import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { getSession, setSession } from '../../lib/session-store';

const user = makeSessionUser({ fullname: 'Ana García López', foto: null });

function mockSignedInApi(extra: Record<string, Response | (() => Response)> = {}) {
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
    '/api/public-config': jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' }),
    ...extra,
  });
}

describe('AppShell', () => {
  it("has landmarks, a skip link and the user's name linking to the profile", async () => {
    setSession('token', user);
    mockSignedInApi();
    renderApp('/');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main-content');
    const profileLink = screen.getByRole('link', { name: 'Ana García López' });
    expect(profileLink).toHaveAttribute('href', '/perfil/CT-0001');
    expect(within(profileLink).getByText('AG')).toBeInTheDocument();
  });

  it('opens the menu in a drawer from the hamburger button', async () => {
    setSession('token', user);
    mockSignedInApi();
    const interaction = userEvent.setup();
    renderApp('/');

    await interaction.click(await screen.findByRole('button', { name: 'Abrir menú' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });
    expect(within(drawer).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await interaction.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("logs out with 'Cerrar sesión': calls the server, forgets the session and ends on /login", async () => {
    setSession('token', user);
    const fetchMock = mockSignedInApi({ '/api/auth/logout': jsonResponse({ status: 'ok' }) });
    const interaction = userEvent.setup();
    const { router } = renderApp('/');

    await interaction.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, '/api/auth/logout')).toHaveLength(1);
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it("goes through the OIDC provider's logout when the server names it, so its session ends too", async () => {
    setSession('token', user);
    const endSessionUrl = 'https://login.academia.example/session/end?id_token_hint=abc&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2F';
    mockSignedInApi({ '/api/auth/logout': jsonResponse({ status: 'ok', endSessionUrl }) });
    const interaction = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Cerrar sesión' });
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    try {
      await interaction.click(button);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(endSessionUrl));
      expect(getSession()).toEqual({ token: null, user: null });
    } finally {
      location.mockRestore();
    }
  });

  it('logs out locally even when the logout call fails', async () => {
    setSession('token', user);
    mockSignedInApi({ '/api/auth/logout': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const interaction = userEvent.setup();
    const { router } = renderApp('/');

    await interaction.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().token).toBeNull();
  });
});
