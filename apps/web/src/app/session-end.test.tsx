import { texts } from '@campus/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { cancelExpectedSessionEnd, expectSessionEnd } from '../lib/session-end';
import { TOKEN_STORAGE_KEY, getSession, setSession, setToken } from '../lib/session-store';
import { retainRealtime } from '../lib/realtime/realtime-connection';
import { makeSessionUser } from '../test/factories';
import { installFakeSockets } from '../test/fake-socket';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { createTestQueryClient } from '../test/query-client';
import { AppFrame } from './app-frame';
import { RequireSession } from './require-session';

const me = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
const refused = () => errorResponse(401, 'unauthorized', texts.errors.unauthorized);
const ended = texts.auth.sessionEnded;

/** A signed-in page asking three things at once, with an action whose failure raises its own red toast. */
function Page() {
  const first = useQuery({ queryKey: ['first'], queryFn: () => apiRequest('/api/first') });
  useQuery({ queryKey: ['second'], queryFn: () => apiRequest('/api/second') });
  useQuery({ queryKey: ['third'], queryFn: () => apiRequest('/api/third') });
  const save = useMutation({ mutationFn: () => apiRequest('/api/save', { method: 'POST' }), onError: (error) => toast.error(error.message) });
  return (
    <main>
      <h1>Página privada</h1>
      <p>{first.isSuccess ? 'Datos cargados' : null}</p>
      <button type="button" onClick={() => save.mutate()}>
        Guardar
      </button>
    </main>
  );
}

/** The real app frame (cache, toaster, session-end handling) around a guarded page and the sign-in page. */
function renderFrame(path = '/privado') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Iniciar sesión</h1> },
      {
        path: '/privado',
        element: (
          <RequireSession>
            <Page />
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  render(
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppFrame>
    </StrictMode>,
  );
  return { router, queryClient };
}

/** The toasts sonner holds now (not dismissed). */
function shownToasts() {
  return toast.getToasts().filter((shown) => !('dismiss' in shown && shown.dismiss));
}

async function expectEndedOnce(router: ReturnType<typeof renderFrame>['router']) {
  expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(getSession()).toEqual({ token: null, user: null });
  expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(await screen.findByText(ended)).toBeInTheDocument();
  // The refused calls raise nothing of their own: the notice is the only toast.
  await waitFor(() => expect(shownToasts().map((shown) => ('type' in shown ? shown.type : undefined))).toEqual(['info']));
  expect(screen.getAllByText(ended)).toHaveLength(1);
  expect(screen.queryByText(texts.errors.unauthorized)).not.toBeInTheDocument();
}

describe('a session ended elsewhere', () => {
  it('ends on a 401 of a data call: token and cache gone, one notice, /login', async () => {
    setSession('token-1', me);
    mockFetch({ '/api/first': refused, '/api/second': () => jsonResponse({ status: 'ok' }), '/api/third': () => jsonResponse({ status: 'ok' }) });
    const { router, queryClient } = renderFrame();

    await expectEndedOnce(router);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });

  it('says it once when several calls are refused together', async () => {
    setSession('token-1', me);
    const fetchMock = mockFetch({ '/api/first': refused, '/api/second': refused, '/api/third': refused });
    const { router } = renderFrame();

    await expectEndedOnce(router);
    expect(callsTo(fetchMock, '/api/second').length).toBeGreaterThanOrEqual(1);
    expect(callsTo(fetchMock, '/api/third').length).toBeGreaterThanOrEqual(1);
  });

  it('raises no red toast of its own for an action refused with 401', async () => {
    setSession('token-1', me);
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': ok, '/api/second': ok, '/api/third': ok, '/api/save': refused });
    const { router } = renderFrame();
    await screen.findByText('Datos cargados');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await expectEndedOnce(router);
  });

  it('keeps a session whose token was renewed while an older call was refused', async () => {
    setSession('token-1', me);
    let answerFirst: (response: Response) => void = () => undefined;
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': () => new Promise<Response>((resolve) => (answerFirst = resolve)), '/api/second': ok, '/api/third': ok });
    const { router } = renderFrame();
    await waitFor(() => expect(answerFirst).not.toBe(undefined));
    await screen.findByRole('heading', { name: 'Página privada' });

    act(() => setToken('token-2'));
    await act(async () => answerFirst(refused()));
    expect(getSession().token).toBe('token-2');
    expect(router.state.location.pathname).toBe('/privado');
    expect(screen.queryByText(ended)).not.toBeInTheDocument();
  });

  it('ends when the socket is refused for its token, and says nothing when this tab signed out itself', async () => {
    const sockets = installFakeSockets();
    setSession('token-1', me);
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': ok, '/api/second': ok, '/api/third': ok });
    const release = retainRealtime();
    const { router } = renderFrame();
    await screen.findByText('Datos cargados');

    act(() => sockets[0]!.refuseFromServer());
    await expectEndedOnce(router);
    release();

    // This tab's own 'Cerrar sesión': the server refuses its socket before the logout call answers.
    act(() => toast.dismiss());
    setSession('token-2', me);
    const releaseAgain = retainRealtime();
    const socket = sockets.at(-1)!;
    expect(socket.handshakeTokens).toEqual(['token-2']);
    expectSessionEnd();
    act(() => socket.refuseFromServer());
    expect(getSession().token).toBeNull();
    await waitFor(() => expect(shownToasts()).toHaveLength(0));
    releaseAgain();
  });

  it('ends when the academy suspends the person: the server drops the socket and refuses its reconnection (issue 31)', async () => {
    const sockets = installFakeSockets();
    setSession('token-1', me);
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': ok, '/api/second': ok, '/api/third': ok });
    const release = retainRealtime();
    const { router } = renderFrame();
    await screen.findByText('Datos cargados');
    const socket = sockets[0]!;
    act(() => {
      socket.connectFromServer();
      socket.pushFromServer('login_success', { edu_codigocontacto: me.edu_codigocontacto });
    });

    // The suspension revokes every session and disconnects its sockets; the tab connects again and is refused.
    act(() => socket.dropByServer());
    expect(socket.connectCalls).toBe(2);
    act(() => socket.refuseFromServer());
    await expectEndedOnce(router);
    release();
  });

  it('says nothing when this tab is signing out and another tab, refused first, removed the same token', async () => {
    setSession('token-1', me);
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': ok, '/api/second': ok, '/api/third': ok });
    renderFrame();
    await screen.findByText('Datos cargados');
    expectSessionEnd();
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue: 'token-1', newValue: null, storageArea: window.localStorage }));
    });
    // A toast raised after the event shows after any notice the event raised (both go through sonner's import).
    await act(async () => {
      (await import('sonner')).toast('Marca');
    });
    expect(await screen.findByText('Marca')).toBeInTheDocument();
    expect(screen.queryByText(ended)).not.toBeInTheDocument();
    cancelExpectedSessionEnd();
  });

  it('follows another tab that ended the session, saying so', async () => {
    setSession('token-1', me);
    const ok = () => jsonResponse({ status: 'ok' });
    mockFetch({ '/api/first': ok, '/api/second': ok, '/api/third': ok });
    const { router, queryClient } = renderFrame();
    await screen.findByText('Datos cargados');

    // The other tab removed the token from the shared storage: this tab gets the storage event.
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue: 'token-1', newValue: null, storageArea: window.localStorage }));
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText(ended)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });
});
