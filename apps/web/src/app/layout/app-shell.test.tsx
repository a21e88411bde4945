import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { endRefusedSession } from '../../lib/session-end';
import { getSession, getToken, setSession } from '../../lib/session-store';

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

  it("gives a teacher 'Mis grupos' and no student-only entries, and leaves no signed-in shell once his session ends elsewhere (issue 30)", async () => {
    const teacher = makeSessionUser({ edu_codigocontacto: 'CT-0001', fullname: 'Alberto Sánchez Molina', edu_tipocontacto: '5' });
    setSession('token', teacher);
    const fetchMock = mockFetch({
      '/api/auth/session': jsonResponse({ status: 'ok', user: teacher }),
      '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
      '/api/public-config': jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' }),
      '/api/teaching/groups': jsonResponse({
        status: 'ok',
        formations: [makeFormation({ edu_codigoformacion: 'GRU-DAW-2026-A', edu_formacion: 'DAW 2026 A' })],
      }),
    });
    const interaction = userEvent.setup();
    const { router } = renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await interaction.click(await within(nav).findByRole('button', { name: 'Mis grupos' }));
    expect(within(nav).getByRole('link', { name: 'DAW 2026 A' })).toHaveAttribute('href', '/docencia/GRU-DAW-2026-A');
    expect(within(nav).queryByRole('link', { name: 'Tests' })).not.toBeInTheDocument();
    // No streak of his is asked for (the flame is a student's).
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/actividades/CT-0001/'))).toEqual([]);

    // His session ends elsewhere: a refusal of his token takes the whole shell away, his groups with it.
    act(() => void endRefusedSession(getToken()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('button', { name: 'Mis grupos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it("keeps a student's menu as it was, asking nothing of teaching", async () => {
    setSession('token', user);
    const fetchMock = mockSignedInApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Tests' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Mis grupos' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/teaching/groups')).toHaveLength(0);
  });
});
