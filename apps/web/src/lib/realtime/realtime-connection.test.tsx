import { SOCKET_RECONNECTION_ATTEMPTS } from '@campus/contract';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '../../test/factories';
import { installFakeSockets } from '../../test/fake-socket';
import { clearSession, setSession, setToken } from '../session-store';
import { buildSocketOptions, getRealtimeSocket, retainRealtime } from './realtime-connection';
import { useSocketEvent, useSocketRelogin } from './use-socket-event';

const user = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
let release: (() => void) | null = null;

/** Retains the connection like the shell does, and lets the release microtask run. */
async function retain() {
  release = retainRealtime();
  await Promise.resolve();
}

afterEach(async () => {
  release?.();
  release = null;
  await Promise.resolve();
});

describe('realtime connection', () => {
  it('opens one socket while signed in, logs in on every (re)connection and closes on logout', async () => {
    const sockets = installFakeSockets();
    setSession('token-1', user);
    await retain();

    expect(sockets).toHaveLength(1);
    const socket = sockets[0]!;
    expect(socket.connectCalls).toBe(1);
    socket.connectFromServer();
    expect(socket.emittedPayloads('login')).toEqual([{ edu_codigocontacto: 'CT-0001' }]);

    socket.dropFromServer();
    socket.connectFromServer();
    expect(socket.emittedPayloads('login')).toHaveLength(2);

    // A renewed token keeps the same socket.
    setToken('token-2');
    expect(sockets).toHaveLength(1);

    clearSession();
    expect(socket.disconnectCalls).toBe(1);
    expect(getRealtimeSocket()).toBeNull();
  });

  it('waits for a token, and opens a new socket when another user signs in', async () => {
    const sockets = installFakeSockets();
    await retain();
    expect(sockets).toHaveLength(0);

    setSession('token-1', user);
    expect(sockets).toHaveLength(1);
    setSession('token-9', makeSessionUser({ edu_codigocontacto: 'CT-0009' }));
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.disconnectCalls).toBe(1);
    sockets[1]!.connectFromServer();
    expect(sockets[1]!.emittedPayloads('login')).toEqual([{ edu_codigocontacto: 'CT-0009' }]);
  });

  it('closes the socket when the last holder lets go', async () => {
    const sockets = installFakeSockets();
    setSession('token-1', user);
    await retain();
    release?.();
    release = null;
    await Promise.resolve();
    expect(sockets[0]!.disconnectCalls).toBe(1);
    expect(getRealtimeSocket()).toBeNull();
  });

  it("toasts the spec's text on login_error", async () => {
    const sockets = installFakeSockets();
    setSession('token-1', user);
    render(<Toaster />);
    await retain();
    act(() => sockets[0]!.pushFromServer('login_error', { message: 'x' }));
    expect(await screen.findByText('Error al iniciar sesión: el usuario ya está conectado.')).toBeInTheDocument();
  });

  it('builds the browser socket on the same origin with the token in auth and 5 reconnection attempts', () => {
    let token = 'token-abc';
    const options = buildSocketOptions(() => token);
    expect(options.path).toBe('/socket.io');
    expect(options.reconnectionAttempts).toBe(SOCKET_RECONNECTION_ATTEMPTS);
    expect(SOCKET_RECONNECTION_ATTEMPTS).toBe(5);
    expect(options.autoConnect).toBe(false);
    const auth = options.auth as (callback: (data: object) => void) => void;
    const callback = vi.fn();
    auth(callback);
    expect(callback).toHaveBeenCalledWith({ token: 'token-abc' });
    // The token is read again on every attempt: a renewed one is sent.
    token = 'token-def';
    auth(callback);
    expect(callback).toHaveBeenLastCalledWith({ token: 'token-def' });
  });
});

function Listener({ onBell, onRelogin }: { onBell: (title: string) => void; onRelogin: () => void }) {
  useSocketEvent('bell', (notification) => onBell(notification.title));
  useSocketRelogin(onRelogin);
  return null;
}

describe('useSocketEvent', () => {
  it('subscribes while mounted and calls the latest handler; relogin fires only after a drop', async () => {
    const sockets = installFakeSockets();
    setSession('token-1', user);
    await retain();
    const socket = sockets[0]!;
    const onBell = vi.fn();
    const onRelogin = vi.fn();
    const view = render(<Listener onBell={onBell} onRelogin={onRelogin} />);

    const notification = {
      notification_user_id: 1,
      notification_id: 1,
      type_id: 1,
      title: 'Nuevo aviso',
      message: 'm',
      sent_at: '2026-11-21T10:00:00Z',
      is_read: false,
      notifiable_type: 'post' as const,
      notifiable_id: null,
    };
    act(() => socket.pushFromServer('bell', notification));
    expect(onBell).toHaveBeenCalledWith('Nuevo aviso');

    const latest = vi.fn();
    view.rerender(<Listener onBell={latest} onRelogin={onRelogin} />);
    act(() => socket.pushFromServer('bell', notification));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(onBell).toHaveBeenCalledTimes(1);

    act(() => socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' }));
    expect(onRelogin).not.toHaveBeenCalled();
    act(() => socket.pushFromServer('login_success', { edu_codigocontacto: 'CT-0001' }));
    expect(onRelogin).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(socket.listenerCount('bell')).toBe(0);
  });
});
