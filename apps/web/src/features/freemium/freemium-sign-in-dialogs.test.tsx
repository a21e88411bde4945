import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { FREEMIUM_OAUTH_STATE_STORAGE_KEY } from './freemium-oauth-state';
import { buildFreemiumAuthorizeUrl } from './freemium-redirect';

/** The server's answer about the providers: every one in `mode` unless said otherwise. */
function providersAnswer(mode: string, overrides: Record<string, string> = {}) {
  return {
    '/api/auth/freemium/providers': jsonResponse({
      status: 'ok',
      providers: ['google', 'microsoft', 'facebook'].map((provider) => ({ provider, mode: overrides[provider] ?? mode })),
    }),
  };
}

function stubLocation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
  return assign;
}

describe('free-trial provider dialog', { timeout: 15_000 }, () => {
  it.each([
    ['Google', 'google'],
    ['Microsoft', 'microsoft'],
    ['Facebook', 'facebook'],
  ])('sends the browser to %s through /auth/freemium with /login as return and a freemium state', async (name, provider) => {
    mockFetch(providersAnswer('simulation'));
    renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    const assign = stubLocation();

    await userEvent.click(await within(dialog).findByRole('button', { name: `Continuar con ${name}` }, { timeout: 5_000 }));

    const state = window.sessionStorage.getItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY) ?? '';
    expect(state).toMatch(new RegExp(`^freemium:${provider}:FOR-ENF:[0-9a-f]{32}$`));
    expect(assign).toHaveBeenCalledWith(buildFreemiumAuthorizeUrl(provider as 'google', 'http://localhost', state));
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`/auth/freemium/${provider}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/login');
    expect(url.searchParams.get('state')).toBe(state);
  });

  it('needs a course, and closes back to the plain sign-in page', async () => {
    mockFetch({});
    const { router, unmount } = renderApp('/login?mode=prueba-gratis');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Without a course the visitor stays on the plain sign-in page: no redirect, no free-trial dialog.
    expect(router.state.location.pathname).toBe('/login');
    unmount();

    const view = renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(view.router.state.location.search).toBe('');
  });

  it("offers the lead form to who prefers a call ('Pide información')", async () => {
    mockFetch({});
    renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pide información' }));
    expect(await screen.findByRole('dialog', { name: '¿Necesitas más información? Te llamamos gratis' })).toBeInTheDocument();
  });

  it('says which providers are not available (production without credentials nor mail) and offers the call instead', async () => {
    mockFetch(providersAnswer('oauth', { microsoft: 'off', facebook: 'off' }));
    renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    expect(await within(dialog).findByRole('button', { name: 'Microsoft: no disponible' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Facebook: no disponible' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
  });

  it('tells the visitor when no provider is available at all', async () => {
    mockFetch(providersAnswer('off'));
    renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    expect(await within(dialog).findByText('El acceso de prueba no está disponible en este momento. Déjanos tus datos y te llamamos.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /no disponible/ })).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Pide información' })).toBeEnabled();
  });

  it('offers one "Continuar con tu correo" when the built-in provider proves the e-mail with a mailed code', async () => {
    mockFetch(providersAnswer('email-code'));
    renderApp('/login?mode=prueba-gratis&course=FOR-ENF');
    const dialog = await screen.findByRole('dialog', { name: 'Prueba Campus gratis' });
    const assign = stubLocation();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continuar con tu correo' }));
    expect(within(dialog).queryByRole('button', { name: /Continuar con (Google|Microsoft|Facebook)/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Entra con tu correo electrónico para ver el contenido gratuito/)).toBeInTheDocument();
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/auth/freemium/google/authorize');
  });
});
