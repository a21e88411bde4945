import { texts, type ClientToServerEvents, type ServerToClientEvents, type SocketAck } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, sessions } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { createChat, createContact, createEnrolment, createFormationWithGroup } from '../test/factories';
import { createSession } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { isAllowedSocketOrigin } from './socket-origin';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let baseUrl: string;
const opened: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

function open(token: string | undefined, options: { origin?: string; transports?: ('polling' | 'websocket')[] } = {}): ClientSocket {
  const socket: ClientSocket = connect(baseUrl, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    extraHeaders: { origin: options.origin ?? ORIGIN },
    transports: options.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** Resolves with the first payload of `event` (rejects after a while, so a missing event fails the test). */
function next<E extends keyof ServerToClientEvents | 'connect_error' | 'connect' | 'disconnect'>(socket: ClientSocket, event: E, ms = 4000): Promise<unknown> {
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

/** True when `event` does not arrive within `ms`. */
async function stillSilent(socket: ClientSocket, event: keyof ServerToClientEvents, ms = 400): Promise<boolean> {
  return next(socket, event, ms).then(
    () => false,
    () => true,
  );
}

const emitWithAck = (socket: ClientSocket, event: 'join-chat' | 'read-messages', payload: { chatId: number }) =>
  new Promise<SocketAck>((resolve) => (socket.emit as (e: string, p: unknown, ack: (a: SocketAck) => void) => void)(event, payload, resolve));

/** A user with a session, a socket that logged in, and the token. */
async function loggedInSocket(contact?: { edu_codigocontacto: string }) {
  const who = contact ?? (await createContact(t.database.db));
  const token = await createSession(t.database.db, who.edu_codigocontacto);
  const socket = open(token);
  await next(socket, 'connect');
  const success = next(socket, 'login_success');
  socket.emit('login', { edu_codigocontacto: who.edu_codigocontacto });
  expect(await success).toEqual({ edu_codigocontacto: who.edu_codigocontacto });
  return { contact: who, token, socket };
}

describe('handshake', () => {
  it('refuses a missing, unknown or revoked token with connect_error "unauthorized"', async () => {
    expect(await next(open(undefined), 'connect_error')).toMatchObject({ message: 'unauthorized' });
    expect(await next(open('a'.repeat(43)), 'connect_error')).toMatchObject({ message: 'unauthorized' });
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    await t.database.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.edu_codigocontacto, contact.edu_codigocontacto));
    expect(await next(open(token), 'connect_error')).toMatchObject({ message: 'unauthorized' });
    const expired = await createSession(t.database.db, contact.edu_codigocontacto, { now: new Date(Date.now() - 7200_000), ttlMs: 3600_000 });
    expect(await next(open(expired), 'connect_error')).toMatchObject({ message: 'unauthorized' });
  });

  it('refuses a foreign origin, over WebSocket and over polling', async () => {
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    const websocket = open(token, { origin: 'https://evil.example' });
    await next(websocket, 'connect_error');
    expect(websocket.connected).toBe(false);
    const polling = open(token, { origin: 'https://evil.example', transports: ['polling'] });
    await next(polling, 'connect_error');
    expect(polling.connected).toBe(false);
    // The same token from our own origin connects, polling first as browsers do.
    const own = open(token, { transports: ['polling', 'websocket'] });
    await next(own, 'connect');
  });

  it('accepts same-origin browser requests without Origin and refuses other browser requests', () => {
    expect(isAllowedSocketOrigin({ origin: ORIGIN }, ORIGIN)).toBe(true);
    expect(isAllowedSocketOrigin({ origin: 'http://localhost:5173' }, ORIGIN)).toBe(false);
    expect(isAllowedSocketOrigin({ 'sec-fetch-site': 'same-origin' }, ORIGIN)).toBe(true);
    expect(isAllowedSocketOrigin({ 'sec-fetch-site': 'cross-site' }, ORIGIN)).toBe(false);
    expect(isAllowedSocketOrigin({}, ORIGIN)).toBe(true);
  });
});

describe('login', () => {
  it('answers login_success for the token’s own user and login_error for anybody else', async () => {
    const { socket } = await loggedInSocket();
    const other = await createContact(t.database.db);
    const error = next(socket, 'login_error');
    socket.emit('login', { edu_codigocontacto: other.edu_codigocontacto });
    expect(await error).toEqual({ message: texts.auth.socketAlreadyConnected });
  });

  it('reads the session at most once per token: another tab connects and logs in without a query', async () => {
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    const connectAndLogIn = async () => {
      const socket = open(token);
      await next(socket, 'connect');
      const success = next(socket, 'login_success');
      socket.emit('login', { edu_codigocontacto: contact.edu_codigocontacto });
      return success;
    };
    const cold = await t.recordQueries(connectAndLogIn);
    expect(cold.result).toEqual({ edu_codigocontacto: contact.edu_codigocontacto });
    expect(cold.statements.length).toBeLessThanOrEqual(2); // the session and its contact
    const warm = await t.recordQueries(connectAndLogIn);
    expect(warm.result).toEqual({ edu_codigocontacto: contact.edu_codigocontacto });
    expect(warm.statements).toEqual([]);
  });

  it('keeps a second tab of the same user working: both sockets receive the bell', async () => {
    const first = await loggedInSocket();
    const second = await loggedInSocket(first.contact);
    const bells = [next(first.socket, 'bell'), next(second.socket, 'bell')];
    const [created] = await t.app.ctx.notificationsService.createNotification({
      title: 'Aviso de prueba',
      message: 'Hola',
      typeId: 4,
      recipients: [first.contact.edu_codigocontacto],
    });
    for (const bell of await Promise.all(bells)) expect(bell).toEqual(created);
    expect(first.socket.connected && second.socket.connected).toBe(true);
  });

  it('answers login_error and disconnects when the session was revoked after the handshake', async () => {
    const contact = await createContact(t.database.db);
    const token = await createSession(t.database.db, contact.edu_codigocontacto);
    const socket = open(token);
    await next(socket, 'connect');
    await t.database.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.edu_codigocontacto, contact.edu_codigocontacto));
    // What the auth service's revocation publishes (here as if another instance had revoked it).
    t.app.ctx.changes.publish('sessions', hashToken(token));
    const error = next(socket, 'login_error');
    const disconnected = next(socket, 'disconnect');
    socket.emit('login', { edu_codigocontacto: contact.edu_codigocontacto });
    expect(await error).toEqual({ message: texts.auth.socketAlreadyConnected });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('disconnects the sockets of a session on logout, and every socket on logout-all', async () => {
    const a = await loggedInSocket();
    const b = await loggedInSocket(a.contact);
    const firstGone = next(a.socket, 'disconnect');
    expect((await t.app.inject({ url: '/api/auth/logout', headers: { authorization: `Bearer ${a.token}` } })).statusCode).toBe(200);
    expect(await firstGone).toBe('io server disconnect');
    expect(b.socket.connected).toBe(true);
    const secondGone = next(b.socket, 'disconnect');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all-sessions', headers: { authorization: `Bearer ${b.token}` } })).statusCode).toBe(
      200,
    );
    expect(await secondGone).toBe('io server disconnect');
  });
});

describe('chat rooms', () => {
  async function classmates() {
    const { group } = await createFormationWithGroup(t.database.db);
    const [ana, ben] = await Promise.all([createContact(t.database.db), createContact(t.database.db)]);
    await Promise.all([createEnrolment(t.database.db, ana, group), createEnrolment(t.database.db, ben, group)]);
    return { ana, ben };
  }

  it('delivers chat-bar to the receiver when a message is sent over HTTP, and new-message to the room', async () => {
    const { ana, ben } = await classmates();
    const sender = await loggedInSocket(ana);
    const receiver = await loggedInSocket(ben);
    const chatBar = next(receiver.socket, 'chat-bar');
    const bell = next(receiver.socket, 'bell');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chats/send-message',
      headers: { authorization: `Bearer ${sender.token}` },
      payload: { chatId: -1, sender_codigocontacto: ana.edu_codigocontacto, receiver_codigocontacto: ben.edu_codigocontacto, mensaje: '¿Repasamos el tema 4?' },
    });
    expect(response.statusCode).toBe(201);
    const { chatId } = response.json();
    expect(await chatBar).toMatchObject({
      chatId,
      contact: { edu_codigocontacto: ana.edu_codigocontacto, fullname: ana.fullname },
      last_message: '¿Repasamos el tema 4?',
    });
    expect(await bell).toMatchObject({ notifiable_type: 'chat', notifiable_id: String(chatId), title: `Nuevo mensaje de ${ana.fullname}` });
    expect(await stillSilent(sender.socket, 'chat-bar')).toBe(true);

    // Both join the room: the next message arrives as new-message, typing reaches only the other member.
    expect(await emitWithAck(sender.socket, 'join-chat', { chatId })).toEqual({ status: 'ok' });
    expect(await emitWithAck(receiver.socket, 'join-chat', { chatId })).toEqual({ status: 'ok' });
    const typing = next(receiver.socket, 'typing');
    sender.socket.emit('typing', { chatId, edu_codigocontacto: 'someone-else', isTyping: true });
    expect(await typing).toEqual({ chatId, edu_codigocontacto: ana.edu_codigocontacto, isTyping: true });
    expect(await stillSilent(sender.socket, 'typing')).toBe(true);

    const newMessage = next(receiver.socket, 'new-message');
    await t.app.inject({
      method: 'POST',
      url: '/api/chats/send-message',
      headers: { authorization: `Bearer ${sender.token}` },
      payload: { chatId, sender_codigocontacto: ana.edu_codigocontacto, receiver_codigocontacto: ben.edu_codigocontacto, mensaje: 'Mañana a las 18:00' },
    });
    expect(await newMessage).toMatchObject({ chatId, mensaje: 'Mañana a las 18:00', sender_codigocontacto: ana.edu_codigocontacto, is_read: false });

    // The receiver acknowledges and reads over the socket; the sender hears both.
    const [last] = await t.database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.mensaje, 'Mañana a las 18:00'));
    const lastId = last!.id;
    const received = next(sender.socket, 'message-received');
    receiver.socket.emit('message-received', { chatId, messageId: lastId });
    expect(await received).toEqual({ chatId, messageId: lastId });
    const read = next(sender.socket, 'read-messages');
    expect(await emitWithAck(receiver.socket, 'read-messages', { chatId })).toEqual({ status: 'ok' });
    expect(await read).toEqual({ chatId, edu_codigocontacto: ben.edu_codigocontacto });
    const unread = await t.database.db.select().from(chatMessages).where(eq(chatMessages.chat_id, chatId));
    expect(unread.every((m) => m.is_read)).toBe(true);
  });

  it('refuses join-chat to someone who is not a member, and typing from outside the room goes nowhere', async () => {
    const { ana, ben } = await classmates();
    const { chat } = await createChat(t.database.db, ana, ben, { messages: [{ from: 'a', text: 'Hola' }] });
    const member = await loggedInSocket(ana);
    const outsider = await loggedInSocket();
    expect(await emitWithAck(outsider.socket, 'join-chat', { chatId: chat.id })).toEqual({ status: 'error', message: texts.chat.notFound });
    expect(await emitWithAck(outsider.socket, 'join-chat', { chatId: -3 })).toMatchObject({ status: 'error' });
    expect(await emitWithAck(member.socket, 'join-chat', { chatId: chat.id })).toEqual({ status: 'ok' });
    outsider.socket.emit('typing', { chatId: chat.id, edu_codigocontacto: ben.edu_codigocontacto, isTyping: true });
    expect(await stillSilent(member.socket, 'typing')).toBe(true);
    expect(await emitWithAck(outsider.socket, 'read-messages', { chatId: chat.id })).toEqual({ status: 'error', message: texts.chat.notFound });
  });
});
