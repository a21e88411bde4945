import type { ClientToServerEvents, ServerToClientEvents } from '@campus/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const PASSWORD = 'Secreto.2026';
let t: TestApp;
let baseUrl: string;
const opened: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of opened) socket.disconnect();
  await t.close();
});

/** A socket of a new session of the contact, logged in to its room. */
async function loggedInSocket(contactCode: string): Promise<{ token: string; socket: ClientSocket }> {
  const token = await createSession(t.database.db, contactCode);
  const socket: ClientSocket = connect(baseUrl, {
    path: '/socket.io',
    auth: { token },
    extraHeaders: { origin: 'http://localhost:3000' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
  const success = new Promise((resolve) => socket.once('login_success', resolve));
  socket.emit('login', { edu_codigocontacto: contactCode });
  await success;
  return { token, socket };
}

function disconnectReason(socket: ClientSocket, ms = 4000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no disconnect within ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('a password change or reset ends the other devices live', () => {
  it('disconnects the sockets of every other session and keeps the one that asked', async () => {
    const contact = await createContact(t.database.db, { password: PASSWORD, emailaddress2: 'sockets@correo.test' });
    const mine = await loggedInSocket(contact.edu_codigocontacto);
    const other = await loggedInSocket(contact.edu_codigocontacto);
    const gone = disconnectReason(other.socket);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${mine.token}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Nueva.Clave.2027', confirmPassword: 'Nueva.Clave.2027' },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(mine.socket.connected).toBe(true);

    const third = await loggedInSocket(contact.edu_codigocontacto);
    const thirdGone = disconnectReason(third.socket);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-credentials',
      headers: { authorization: `Bearer ${mine.token}` },
      payload: { emailaddress2: 'sockets@correo.test' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await thirdGone).toBe('io server disconnect');
    expect(mine.socket.connected).toBe(true);
  });
});
