import type { ClientToServerEvents, ServerToClientEvents } from '@campus/contract';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The test app listening on a free loopback port (sockets need a real server); returns its base URL. */
export async function listenOnFreePort(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * Resolves with the first payload of `event` on the socket; rejects after `ms`, so an event that never
 * comes fails the test instead of hanging it.
 */
export function waitForSocketEvent<E extends keyof ServerToClientEvents | 'connect'>(socket: TestSocket, event: E, ms = 4000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(
      event as never,
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never,
    );
  });
}

/**
 * A browser tab's socket: connected with the session token from the app's origin and logged in, so it
 * has joined the user's room `user:<code>`. Disconnect it when the test ends.
 */
export async function openUserSocket(baseUrl: string, token: string, contactCode: string, origin: string): Promise<TestSocket> {
  const socket: TestSocket = connect(baseUrl, {
    path: '/socket.io',
    auth: { token },
    extraHeaders: { origin },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await waitForSocketEvent(socket, 'connect');
  const loggedIn = waitForSocketEvent(socket, 'login_success');
  socket.emit('login', { edu_codigocontacto: contactCode });
  await loggedIn;
  return socket;
}
