import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFormationsAnswer, makeSessionUser } from '../test/factories';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { setSession } from '../lib/session-store';

describe('session guard', () => {
  it('sends a signed-out visitor from / to /login', async () => {
    mockFetch({ '/api/public-config': jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' }) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('shows the home inside the shell when signed in', async () => {
    const user = makeSessionUser();
    setSession('token', user);
    mockFetch({
      '/api/auth/session': jsonResponse({ status: 'ok', user }),
      '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Menú principal' }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
