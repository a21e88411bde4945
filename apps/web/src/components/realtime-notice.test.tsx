import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session-store';
import { shellRoutes } from '../test/communication-factories';
import { makeSessionUser } from '../test/factories';
import { installFakeSockets } from '../test/fake-socket';
import { mockFetch } from '../test/fetch-mock';
import { renderShell } from '../test/render-shell';

const me = makeSessionUser({ edu_codigocontacto: 'CT-0001' });

/** The shell with its socket connected and logged in, as after sign-in. */
async function renderConnectedShell() {
  const sockets = installFakeSockets();
  setSession('token', me);
  mockFetch(shellRoutes(me));
  renderShell('/');
  await screen.findByRole('heading', { name: 'Página de prueba' });
  const socket = sockets[0]!;
  act(() => {
    socket.connectFromServer();
    socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' });
  });
  return socket;
}

// The whole shell renders here: under a busy parallel run it needs more than the default 5 s.
describe('realtime notice', { timeout: 20_000 }, () => {
  it('shows nothing while socket.io is still trying, an alert with Reconectar once it gave up, and goes when connected', async () => {
    const socket = await renderConnectedShell();
    act(() => socket.dropFromServer());
    expect(screen.queryByTestId('realtime-notice')).not.toBeInTheDocument();

    act(() => socket.giveUpReconnecting());
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Se ha perdido la conexión en directo');
    expect(notice).toHaveTextContent('Los mensajes del chat y los avisos nuevos no llegarán hasta que vuelva.');

    // Keyboard: the button is reachable and Enter retries; focus stays on it while it tries.
    const connectsBefore = socket.connectCalls;
    const button = within(notice).getByRole('button', { name: 'Reconectar' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(socket.connectCalls).toBe(connectsBefore + 1);
    expect(within(notice).getByRole('button', { name: 'Reconectando…' })).toHaveFocus();

    // The new series gives up again: the notice offers the action again.
    act(() => socket.giveUpReconnecting());
    expect(await within(screen.getByRole('alert')).findByRole('button', { name: 'Reconectar' })).toBeInTheDocument();

    act(() => socket.connectFromServer());
    expect(screen.queryByTestId('realtime-notice')).not.toBeInTheDocument();
  });

  it('retries by itself when the browser comes back online, only after giving up', async () => {
    const socket = await renderConnectedShell();
    const connects = socket.connectCalls;
    act(() => window.dispatchEvent(new Event('online')));
    expect(socket.connectCalls).toBe(connects);

    act(() => {
      socket.dropFromServer();
      socket.giveUpReconnecting();
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('online')));
    expect(socket.connectCalls).toBe(connects + 1);
    expect(screen.getByRole('button', { name: 'Reconectando…' })).toBeInTheDocument();
    act(() => socket.connectFromServer());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('connects again when the server closes a logged-in socket on purpose (an instance shutting down), without a notice', async () => {
    const socket = await renderConnectedShell();
    const connects = socket.connectCalls;
    act(() => socket.dropByServer());
    expect(socket.connectCalls).toBe(connects + 1);
    // An ended session is refused at the handshake: no notice, no endless retry.
    act(() => socket.refuseFromServer());
    expect(socket.connectCalls).toBe(connects + 1);
    expect(screen.queryByTestId('realtime-notice')).not.toBeInTheDocument();
  });

  it('leaves a socket refused at login closed when the server then drops it', async () => {
    const socket = await renderConnectedShell();
    const connects = socket.connectCalls;
    act(() => {
      socket.pushFromServer('login_error', { message: 'x' });
      socket.dropByServer();
    });
    expect(socket.connectCalls).toBe(connects);
    expect(screen.queryByTestId('realtime-notice')).not.toBeInTheDocument();
  });
});
