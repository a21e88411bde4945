import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFreemiumLoginAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { FREEMIUM_FORMATIONS_STORAGE_KEY, FREEMIUM_GROUP_STORAGE_KEY, getFreemiumGroup } from '../../lib/freemium-storage';
import { FREEMIUM_OAUTH_STATE_STORAGE_KEY } from './freemium-oauth-state';
import { getSession } from '../../lib/session-store';

const STATE = 'freemium:google:FOR-ENF:0123456789abcdef';
const RETURN = `/login?code=provider-code-0123456789&state=${encodeURIComponent(STATE)}`;
const answer = makeFreemiumLoginAnswer();
const formations = answer.formations;

function mockServer(oauthAnswer: Response, extra: Record<string, Response> = {}) {
  return mockFetch({
    '/api/auth/login-oauth-alumno-freemium': oauthAnswer,
    '/api/auth/session': jsonResponse({ status: 'ok', user: answer.user }),
    '/api/formations/byCodes': jsonResponse({ status: 'ok', formations: { formations } }),
    [`/api/events/contact/${answer.user.edu_codigocontacto}/${encodeURIComponent(answer.user.emailaddress1 ?? '')}`]: jsonResponse({
      status: 'ok',
      events: [],
    }),
    ...extra,
  });
}

function leaveForProvider(state = STATE) {
  window.sessionStorage.setItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY, state);
}

describe('freemium sign-in return', { timeout: 15_000 }, () => {
  it('exchanges the code once, stores the session and the trial, toasts and offers the chooser at home', async () => {
    leaveForProvider();
    const fetchMock = mockServer(jsonResponse(answer));

    const { router } = renderApp(RETURN);

    expect(await screen.findByText('Inicio de sesión correcto')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const calls = callsTo(fetchMock, '/api/auth/login-oauth-alumno-freemium');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      provider: 'google',
      code: 'provider-code-0123456789',
      redirectUri: `${window.location.origin}/login`,
      course: 'FOR-ENF',
    });
    expect(getSession()).toEqual({ token: 'freemium-token', user: answer.user });
    expect(JSON.parse(window.localStorage.getItem(FREEMIUM_FORMATIONS_STORAGE_KEY) ?? '[]')).toEqual(formations);
    expect(window.localStorage.getItem(FREEMIUM_GROUP_STORAGE_KEY)).toBeNull();
    // The state is spent: a replay of the same return is refused.
    expect(window.sessionStorage.getItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY)).toBeNull();
    // The home route is lazily loaded: on a busy machine it takes longer than findBy's default second.
    expect(await screen.findByRole('dialog', { name: 'Elige tu formación' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('preselects the group when the course names one of the trial groups', async () => {
    const state = 'freemium:microsoft:GR-ENF-2026:abc';
    leaveForProvider(state);
    mockServer(jsonResponse(answer));
    const { router } = renderApp(`/login?code=provider-code-0123456789&state=${encodeURIComponent(state)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getFreemiumGroup()).toBe('GR-ENF-2026');
  });

  it("switches to 'Contenido gratuito no disponible' on a 404, whose button opens the lead form about the course", async () => {
    leaveForProvider();
    mockServer(errorResponse(404, 'not_found', 'Esta formación no tiene contenido gratuito disponible'), {
      '/api/auth/nueva-oportunidad': jsonResponse({ status: 'ok', message: 'ok', leadid: 'L-1' }, { status: 201 }),
    });

    const { router } = renderApp(RETURN);

    const dialog = await screen.findByRole('dialog', { name: 'Contenido gratuito no disponible' });
    expect(router.state.location.search).toBe('?mode=prueba-gratis&course=FOR-ENF');
    expect(screen.queryByText('No se pudo completar el inicio de sesión freemium')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar más información' }));
    expect(await screen.findByRole('dialog', { name: '¿Necesitas más información? Te llamamos gratis' })).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('toasts the freemium error and reopens the provider dialog on any other failure', async () => {
    leaveForProvider();
    mockServer(errorResponse(500, 'internal', 'Ha ocurrido un error inesperado'));

    const { router } = renderApp(RETURN);

    expect(await screen.findByText('No se pudo completar el inicio de sesión freemium')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    for (const provider of ['Google', 'Microsoft', 'Facebook']) {
      expect(within(dialog).getByRole('button', { name: `Continuar con ${provider}` })).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe('?mode=prueba-gratis&course=FOR-ENF');
    expect(getSession().token).toBeNull();
  });

  it('refuses a return whose state this browser did not send, without spending the code', async () => {
    leaveForProvider('freemium:google:FOR-ENF:another-nonce');
    const fetchMock = mockServer(jsonResponse(answer));
    renderApp(RETURN);
    expect(await screen.findByText('No se pudo completar el inicio de sesión freemium')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/login-oauth-alumno-freemium')).toHaveLength(0);
  });

  it('refuses a returned user who is not freemium, or not enrolled, and stores nothing', async () => {
    for (const user of [makeSessionUser({ freemium: false }), makeSessionUser({ freemium: true, edu_matriculado: '0' })]) {
      leaveForProvider();
      mockServer(jsonResponse(makeFreemiumLoginAnswer({ user })));
      const view = renderApp(RETURN);
      expect(await screen.findByText('No tienes acceso a esta plataforma')).toBeInTheDocument();
      expect(getSession().token).toBeNull();
      expect(window.localStorage.getItem(FREEMIUM_FORMATIONS_STORAGE_KEY)).toBeNull();
      await waitFor(() => expect(view.router.state.location.search).toBe(''));
      view.unmount();
    }
  });

  it('signs a lead in with leadid, groupId, name, email and phone, and keeps the group', async () => {
    const fetchMock = mockServer(jsonResponse(answer), { '/api/auth/login-app-alumno-freemium': jsonResponse(answer) });
    const { router } = renderApp('/login?leadid=LEAD-42&groupId=GR-ENF-2026&name=Pablo%20Herrera&email=pablo%40correo.es&phone=%2B34600111222');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = callsTo(fetchMock, '/api/auth/login-app-alumno-freemium');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      leadid: 'LEAD-42',
      groupId: 'GR-ENF-2026',
      namefree: 'Pablo Herrera',
      emailfree: 'pablo@correo.es',
      phonefree: '+34600111222',
    });
    expect(getFreemiumGroup()).toBe('GR-ENF-2026');
    expect(screen.queryByRole('dialog', { name: 'Elige tu formación' })).not.toBeInTheDocument();
  });

  it("refuses a lead's link for an address that already has an account, with the server's message", async () => {
    const fetchMock = mockServer(jsonResponse(answer), {
      '/api/auth/login-app-alumno-freemium': errorResponse(
        403,
        'forbidden',
        'Ya existe una cuenta de Campus con este correo: entra con ella desde la página de acceso',
      ),
    });
    const { router } = renderApp('/login?leadid=secreto-del-enlace-0123456789&groupId=GR-ENF-2026&email=victima%40correo.es');

    expect(await screen.findByText('Ya existe una cuenta de Campus con este correo: entra con ella desde la página de acceso')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, '/api/auth/login-app-alumno-freemium')).toHaveLength(1);
    expect(getSession().token).toBeNull();
  });
});
