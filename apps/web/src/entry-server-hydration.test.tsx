import { serverRenderStateId } from '@campus/contract/plain';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame } from './app/app-frame';
import { appRoutes } from './app/router';
import { adoptServerRender } from './app/server-render-state';
import { renderHome } from './entry-server';
import { readBrowserTimeZone } from './lib/page-session-cookies';
import { setHydrationNow } from './lib/render-clock';
import { setSession } from './lib/session-store';
import { makeEvent, makeFormation, makeFormationsAnswer, makeSessionUser } from './test/factories';
import { jsonResponse, mockFetch } from './test/fetch-mock';
import { createTestQueryClient } from './test/query-client';

const user = makeSessionUser({ edu_codigocontacto: 'CT-0001', firstname: 'Ana', emailaddress1: 'alumno@campus.test' });
/** A live class at 17:00–18:00 UTC (its join window opens at 16:50:00). */
const liveClass = makeEvent();
const answers: Record<string, unknown> = {
  '/api/auth/session': { status: 'ok', user },
  '/api/notifications/unread-number': { status: 'ok', count: 0 },
  '/api/lineaMatriculas/formations/CT-0001': makeFormationsAnswer([makeFormation()]),
  '/api/events/contact/CT-0001/alumno%40campus.test': { status: 'ok', events: [liveClass] },
  '/api/events/contact/complete/CT-0001': { status: 'ok', data: { percentage_partial: 42.5, completed: 17, total: 40 } },
};

/** The server's in-process answers, as entry-server.test.tsx gives them. */
async function serverFetch(url: string): Promise<Response> {
  const path = url.split('?')[0] ?? url;
  return path in answers ? jsonResponse(answers[path]) : jsonResponse({ status: 'error', code: 'not_found', message: 'No encontrado' }, { status: 404 });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.getElementById(serverRenderStateId)?.remove();
  document.getElementById('root')?.remove();
  setHydrationNow(null);
});

describe('a home the server rendered, once hydrated (issue 29 item 15)', () => {
  it("shows 'Unirse al evento' when the join window opens, without a reload", { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-21T16:49:10Z'));
    const rendered = await renderHome({ url: '/', token: 'token-de-ana', user, timeZone: readBrowserTimeZone() ?? 'UTC', fetch: serverFetch });
    expect(rendered).not.toBeNull();
    expect(rendered?.html).toContain('Ir al evento');
    expect(rendered?.html).not.toContain('Unirse al evento');

    // The browser: the page as sent, its state script, the stored session, then main.tsx's hydration.
    setSession('token-de-ana', user);
    mockFetch(Object.fromEntries(Object.entries(answers).map(([path, body]) => [path, () => jsonResponse(body)])));
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = rendered?.html ?? '';
    document.body.append(container);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = serverRenderStateId;
    script.textContent = JSON.stringify(rendered?.state);
    document.body.append(script);
    const queryClient = createTestQueryClient();
    expect(adoptServerRender(queryClient)).toBe(true);
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    // A mismatch would make React throw the server's markup away and render anew: not a hydration then.
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppFrame queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppFrame>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    setHydrationNow(null);
    expect(mismatches).toEqual([]);

    const panel = await screen.findByRole('region', { name: 'Próximos eventos' });
    const item = within(panel).getByRole('listitem', { name: liveClass.title });
    expect(within(item).queryByRole('link', { name: /Unirse al evento/ })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50_000);
    });
    expect(within(item).getByRole('link', { name: /Unirse al evento/ })).toHaveAttribute('href', liveClass.join_url);
  });
});
