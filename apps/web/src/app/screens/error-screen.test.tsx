import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { setSession } from '../../lib/session-store';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { appRoutes } from '../router';
import { AppErrorBoundary } from './app-error-boundary';

function Crash(): never {
  throw new Error('Fallo de render');
}

/** The real route tree plus one page that crashes. */
function routesWithCrashingPage(): RouteObject[] {
  const [root] = appRoutes;
  // The signed-in shell is the one top-level route with pages under it (public pages sit beside it).
  const shell = root?.children?.find((route) => route.children?.length);
  const [pages] = shell?.children ?? [];
  const crashingShell = { ...shell, children: [{ ...pages, children: [...(pages?.children ?? []), { path: '/roto', element: <Crash /> }] }] };
  return [{ ...root, children: (root?.children ?? []).map((route) => (route === shell ? crashingShell : route)) } as RouteObject];
}

const publicConfig = jsonResponse({ status: 'ok', supportWhatsapp: '+34 600 123 456', identityProvider: 'builtin' });

describe('error screen', () => {
  it('replaces a crashed page inside the shell with an apology, reload, home and WhatsApp support', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = makeSessionUser();
    setSession('token', user);
    mockFetch({
      '/api/public-config': publicConfig,
      '/api/auth/session': jsonResponse({ status: 'ok', user }),
      '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
    });

    renderApp('/roto', routesWithCrashingPage());

    expect(await screen.findByRole('heading', { name: 'Lo sentimos, algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/34600123456');
    // The shell survives, so the student can go elsewhere.
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('catches crashes outside the router with the top-level boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/public-config': publicConfig });

    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AppErrorBoundary>
          <Crash />
        </AppErrorBoundary>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Lo sentimos, algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/34600123456');
  });
});
