import { act, screen, waitFor } from '@testing-library/react';
import { SESSION_RECHECK_INTERVAL_S } from '@campus/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { getSession, setSession } from '../../lib/session-store';

const user = makeSessionUser();
const formations = { '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])) };

describe('session check', () => {
  it('checks on arrival and every 240 s, refreshing the stored user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession('token', user);
    const fetchMock = mockFetch({ ...formations, '/api/auth/session': () => jsonResponse({ status: 'ok', user: { ...user, fullname: 'Ana G. López' } }) });
    renderApp('/');

    await waitFor(() => expect(getSession().user?.fullname).toBe('Ana G. López'));
    // StrictMode's mount-unmount-mount in development may cancel and repeat the first check.
    const callsOnArrival = callsTo(fetchMock, '/api/auth/session').length;
    expect(callsOnArrival).toBeGreaterThanOrEqual(1);

    await act(() => vi.advanceTimersByTimeAsync((SESSION_RECHECK_INTERVAL_S - 5) * 1000));
    expect(callsTo(fetchMock, '/api/auth/session')).toHaveLength(callsOnArrival);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, '/api/auth/session')).toHaveLength(callsOnArrival + 1);
  });

  it("ends the session on a 401 without 'Error en la sesión': token gone, /login, 'Tu sesión ha terminado…' once", async () => {
    setSession('token', user);
    const fetchMock = mockFetch({ ...formations, '/api/auth/session': errorResponse(401, 'unauthorized', 'Sesión no válida o caducada') });
    const { router } = renderApp('/');

    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/session').length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toEqual({ token: null, user: null });
    expect(await screen.findByText('Tu sesión ha terminado. Vuelve a iniciar sesión.')).toBeInTheDocument();
    expect(screen.getAllByText('Tu sesión ha terminado. Vuelve a iniciar sesión.')).toHaveLength(1);
    expect(screen.queryByText('Error en la sesión')).not.toBeInTheDocument();
    expect(screen.queryByText('Sesión no válida o caducada')).not.toBeInTheDocument();
  });

  it("clears the token and goes to /login with 'Error en la sesión' on other errors", async () => {
    setSession('token', user);
    mockFetch({ ...formations, '/api/auth/session': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const { router } = renderApp('/');

    expect(await screen.findByText('Error en la sesión')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toEqual({ token: null, user: null });
  });
});
