import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeFormation, makeFormationsAnswer, makeLoginAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { FREEMIUM_FORMATIONS_STORAGE_KEY, FREEMIUM_GROUP_STORAGE_KEY, storeFreemiumTrial } from '../../lib/freemium-storage';
import { getSession, setSession } from '../../lib/session-store';
import { SIGN_IN_STATE_STORAGE_KEY } from './sign-in-redirect';

const user = makeSessionUser();

/** What the browser did before leaving for the academy page: remember the state it sent. */
function leaveForSignIn(state = 'state-123') {
  window.sessionStorage.setItem(SIGN_IN_STATE_STORAGE_KEY, state);
}
const signedInRoutes = {
  '/api/auth/session': jsonResponse({ status: 'ok', user }),
  '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
  '/api/public-config': jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' }),
};

describe('/login', () => {
  it('exchanges a code once (even in StrictMode), stores the session, toasts and goes home', async () => {
    window.sessionStorage.setItem(SIGN_IN_STATE_STORAGE_KEY, 'state-123');
    const fetchMock = mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': jsonResponse(makeLoginAnswer({ token: 'fresh', user })) });

    const { router } = renderApp('/login?code=one-time-code-0123456789&state=state-123');

    expect(await screen.findByText('Inicio de sesión correcto')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    const loginCalls = callsTo(fetchMock, '/api/auth/login-app-alumno');
    expect(loginCalls).toHaveLength(1);
    const url = new URL(String(loginCalls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('code')).toBe('one-time-code-0123456789');
    expect(url.searchParams.get('platform')).toBe('alumno');
    expect(getSession()).toEqual({ token: 'fresh', user });
    expect(screen.queryByText('Error al iniciar sesión')).not.toBeInTheDocument();
    // Replace, not push: going back must not land on the spent code.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs a teacher in with the t token', async () => {
    const fetchMock = mockFetch({ ...signedInRoutes, '/api/auth/login-token-profesor': jsonResponse(makeLoginAnswer({ user })) });

    const { router } = renderApp('/login?t=teacher-token-0123456789');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const teacherCalls = callsTo(fetchMock, '/api/auth/login-token-profesor');
    expect(teacherCalls).toHaveLength(1);
    const url = new URL(String(teacherCalls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('t')).toBe('teacher-token-0123456789');
    expect(url.searchParams.get('platform')).toBe('alumno');
  });

  it("shows 'Error al iniciar sesión' when the code is refused, and stays on the sign-in page", async () => {
    leaveForSignIn();
    mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': errorResponse(400, 'invalid_code', 'El código de inicio de sesión no es válido') });

    const { router } = renderApp('/login?code=bad-code-0123456789&state=state-123');

    expect(await screen.findByRole('alert', { name: 'Error al iniciar sesión' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The spent code leaves the URL, so a reload does not try it again.
    expect(router.state.location.search).toBe('');
    expect(getSession().token).toBeNull();
  });

  it('goes home without an error toast when the code fails but the user is already signed in', async () => {
    setSession('existing-token', user);
    leaveForSignIn();
    mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': errorResponse(400, 'invalid_code', 'El código no es válido') });

    const { router } = renderApp('/login?code=used-code-0123456789&state=state-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(screen.queryByText('Error al iniciar sesión')).not.toBeInTheDocument();
    expect(getSession().token).toBe('existing-token');
  });

  it("shows the server's message on a 403", async () => {
    leaveForSignIn();
    mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': errorResponse(403, 'no_access', 'No tienes acceso a esta plataforma') });

    renderApp('/login?code=no-access-code-0123456789&state=state-123');

    expect(await screen.findByText('No tienes acceso a esta plataforma')).toBeInTheDocument();
    expect(screen.queryByText('Error al iniciar sesión')).not.toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('keeps a refusal on the sign-in page (not a toast), with what to do next and the support link (issue 29)', async () => {
    leaveForSignIn();
    mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': errorResponse(403, 'no_access', 'No tienes acceso a esta plataforma') });

    const { router } = renderApp('/login?code=no-access-code-0123456789&state=state-123');

    const notice = await screen.findByRole('alert', { name: 'No tienes acceso a esta plataforma' });
    expect(within(notice).getByText(/escribe a la secretaría de la academia/)).toBeInTheDocument();
    expect(await within(notice).findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('wa.me'));
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Not a toast: the notice lives in the page's main region.
    expect(screen.getByRole('main')).toContainElement(notice);
  });

  it('says a bad teacher link is bad, and to ask for a new one, on the sign-in page (issue 29)', async () => {
    mockFetch({
      ...signedInRoutes,
      '/api/auth/login-token-profesor': errorResponse(400, 'invalid_code', 'El enlace de acceso del profesor no es válido o ha caducado'),
    });

    const { router } = renderApp('/login?t=expired-teacher-token-0123456789');

    const notice = await screen.findByRole('alert', { name: 'El enlace de acceso del profesor no es válido o ha caducado' });
    expect(within(notice).getByText('Pide a la secretaría de la academia un enlace de acceso docente nuevo.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('refuses a return whose state is not the one this browser sent, without spending the code', async () => {
    window.sessionStorage.setItem(SIGN_IN_STATE_STORAGE_KEY, 'expected-state');
    const fetchMock = mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': jsonResponse(makeLoginAnswer()) });

    renderApp('/login?code=planted-code-0123456789&state=forged-state');

    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/login-app-alumno')).toHaveLength(0);
    expect(getSession().token).toBeNull();
  });

  it.each([
    ['without a state (a code planted by another site)', '/login?code=planted-code-0123456789', 'state-123'],
    ['with a state this browser never sent', '/login?code=planted-code-0123456789&state=forged-state', null],
  ])('refuses a return %s: login CSRF, the code never reaches the server', async (_case, url, stored) => {
    if (stored) leaveForSignIn(stored);
    const fetchMock = mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': jsonResponse(makeLoginAnswer()) });

    const { router } = renderApp(url);

    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/login-app-alumno')).toHaveLength(0);
    expect(getSession().token).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('forgets an earlier free trial when a regular student signs in', async () => {
    storeFreemiumTrial([makeFormation()], 'GR-ENF-2026');
    leaveForSignIn();
    mockFetch({ ...signedInRoutes, '/api/auth/login-app-alumno': jsonResponse(makeLoginAnswer({ user })) });
    const { router } = renderApp('/login?code=one-time-code-0123456789&state=state-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(FREEMIUM_FORMATIONS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(FREEMIUM_GROUP_STORAGE_KEY)).toBeNull();
  });

  it('shows the sign-in page without parameters, and sends a signed-in user home', async () => {
    mockFetch(signedInRoutes);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida a Campus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to home', async () => {
    setSession('existing-token', user);
    mockFetch(signedInRoutes);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('starts the academy sign-in by itself after an accepted invitation, once, even over an earlier session', async () => {
    setSession('existing-token', user);
    mockFetch(signedInRoutes);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });

    renderApp('/login?invitacion=aceptada');

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/auth/authorize');
    expect(url.searchParams.get('state')).toBe(window.sessionStorage.getItem(SIGN_IN_STATE_STORAGE_KEY));
    expect(screen.getByRole('status')).toHaveTextContent('Iniciando sesión…');
  });
});
