import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../lib/api/get-public-config';
import { makeSessionUser } from '../../test/factories';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { setSession } from '../../lib/session-store';

const publicConfig = jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' });

describe('not-found page', () => {
  it('offers home, /incidencias and WhatsApp support to a signed-out visitor, outside the shell', async () => {
    mockFetch({ '/api/public-config': publicConfig });
    renderApp('/no-existe/de-verdad');

    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Abrir una incidencia' })).toHaveAttribute('href', '/incidencias');
    const whatsapp = await within(main).findByRole('link', { name: /WhatsApp: \+34 600 123 456/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/34600123456');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('shows inside the shell when signed in', async () => {
    const user = makeSessionUser();
    setSession('token', user);
    mockFetch({ '/api/public-config': publicConfig, '/api/auth/session': jsonResponse({ status: 'ok', user }) });
    renderApp('/calendario-viejo');

    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Menú principal' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('leaves the support link out when the public configuration fails', async () => {
    mockFetch({ '/api/public-config': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const { queryClient } = renderApp('/nada');

    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    // Only once the configuration call has failed does the missing link prove anything.
    await waitFor(() => expect(queryClient.getQueryState(publicConfigQueryOptions().queryKey)?.status).toBe('error'));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
