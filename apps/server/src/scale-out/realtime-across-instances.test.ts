import { chatFileSchema, chatMessagesAnswerSchema, sendMessageAnswerSchema, type SocketAck, unreadNumberAnswerSchema } from '@campus/contract';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, type CourseFixture } from '../test/course-fixture';
import { createChat, createContact, createEnrolment } from '../test/factories';
import { multipartBody, PNG_BYTES } from '../test/uploads-helpers';
import { httpRequest } from '../test/http-client';
import { shouldSkipRedisTests } from '../test/redis-server';
import { createSession } from '../test/sessions';
import { openUserSocket, type TestSocket, waitForSocketEvent } from '../test/socket-client';
import { startTwoInstances, type TwoInstances } from '../test/two-instances';

// Issue 15, item 1: two instances behind a load balancer, one database and one Redis. A person's socket may sit
// on one instance while the write that concerns them goes through the other; only the Redis adapter and the
// invalidation bus carry it across. Everything below is asked and checked through HTTP and Socket.IO.

const ORIGIN = 'http://localhost:3000';
let pair: TwoInstances;
let course: CourseFixture;
const sockets: TestSocket[] = [];

type Contact = Awaited<ReturnType<typeof createContact>>;

describe.skipIf(shouldSkipRedisTests)('realtime across two instances (one database, one Redis)', () => {
  beforeAll(async () => {
    pair = await startTwoInstances();
    course = await createCourseFixture(pair.db);
  }, 120_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await pair?.close();
  });

  /** A classmate of the course's student, with a session. */
  async function classmate(overrides: Parameters<typeof createContact>[1] = {}): Promise<{ contact: Contact; token: string }> {
    const contact = await createContact(pair.db, overrides);
    await createEnrolment(pair.db, contact, course.group);
    return { contact, token: await createSession(pair.db, contact.edu_codigocontacto) };
  }

  async function socketOn(baseUrl: string, token: string, contact: Contact): Promise<TestSocket> {
    const socket = await openUserSocket(baseUrl, token, contact.edu_codigocontacto, ORIGIN);
    sockets.push(socket);
    return socket;
  }

  /** Resolves when the socket fires `event` (a built-in one such as `disconnect` or `connect_error`); rejects after `ms`. */
  const nextBuiltIn = (socket: TestSocket, event: 'disconnect' | 'connect_error', ms = 4000) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
      socket.once(event, (detail: unknown) => {
        clearTimeout(timer);
        resolve(detail);
      });
    });

  const emitWithAck = (socket: TestSocket, event: 'join-chat' | 'message-received', payload: object) =>
    new Promise<SocketAck>((resolve) => (socket.emit as (e: string, p: unknown, ack: (a: SocketAck) => void) => void)(event, payload, resolve));

  it('carries a message sent through A to the receiver on B, and the delivery and read ticks back to the sender on A', async () => {
    const sender = await classmate({ fullname: 'Lucía Emisora' });
    const receiver = await classmate({ fullname: 'Paula Receptora' });
    const { chat } = await createChat(pair.db, sender.contact, receiver.contact);
    const senderSocket = await socketOn(pair.a.baseUrl, sender.token, sender.contact);
    const receiverSocket = await socketOn(pair.b.baseUrl, receiver.token, receiver.contact);
    expect(await emitWithAck(senderSocket, 'join-chat', { chatId: chat.id })).toEqual({ status: 'ok' });
    expect(await emitWithAck(receiverSocket, 'join-chat', { chatId: chat.id })).toEqual({ status: 'ok' });

    // Typing on A shows on B (to the other member only: the room's emit skips the typist's socket, wherever it is).
    const typing = waitForSocketEvent(receiverSocket, 'typing');
    senderSocket.emit('typing', { chatId: chat.id, edu_codigocontacto: sender.contact.edu_codigocontacto, isTyping: true });
    expect(await typing).toEqual({ chatId: chat.id, edu_codigocontacto: sender.contact.edu_codigocontacto, isTyping: true });

    const newMessage = waitForSocketEvent(receiverSocket, 'new-message');
    const chatBar = waitForSocketEvent(receiverSocket, 'chat-bar');
    const sent = await httpRequest(pair.a.baseUrl, '/api/chats/send-message', {
      method: 'POST',
      token: sender.token,
      json: {
        chatId: chat.id,
        sender_codigocontacto: sender.contact.edu_codigocontacto,
        receiver_codigocontacto: receiver.contact.edu_codigocontacto,
        mensaje: 'Hola desde la instancia A',
      },
    });
    expect(sent.status).toBe(201);
    const { message } = sendMessageAnswerSchema.parse(sent.json());
    expect(await newMessage).toMatchObject({
      id: message.id,
      chatId: chat.id,
      mensaje: 'Hola desde la instancia A',
      sender_codigocontacto: sender.contact.edu_codigocontacto,
    });
    expect(await chatBar).toMatchObject({
      chatId: chat.id,
      contact: { edu_codigocontacto: sender.contact.edu_codigocontacto },
      last_message: 'Hola desde la instancia A',
    });

    // Delivered: the receiver's tab on B acknowledges it; the sender's tab on A shows the second tick.
    const delivered = waitForSocketEvent(senderSocket, 'message-received');
    expect(await emitWithAck(receiverSocket, 'message-received', { chatId: chat.id, messageId: message.id })).toEqual({ status: 'ok' });
    expect(await delivered).toEqual({ chatId: chat.id, messageId: message.id });

    // Read through B's HTTP: the sender's tab on A turns the ticks blue, and A answers the page as read.
    const read = waitForSocketEvent(senderSocket, 'read-messages');
    expect((await httpRequest(pair.b.baseUrl, `/api/chats/${chat.id}/read-messages`, { method: 'POST', token: receiver.token })).status).toBe(200);
    expect(await read).toEqual({ chatId: chat.id, edu_codigocontacto: receiver.contact.edu_codigocontacto });
    const page = await httpRequest(pair.a.baseUrl, `/api/chats/${chat.id}/messages?page=1`, { token: sender.token });
    expect(page.status).toBe(200);
    expect(chatMessagesAnswerSchema.parse(page.json()).messagesQuery.data.find((m) => m.id === message.id)).toMatchObject({ is_read: true });
  });

  it('hands a file uploaded through A, sent through B, to the receiver on either instance (shared files and signing key)', async () => {
    const sender = await classmate({ fullname: 'Lucía Adjunta' });
    const receiver = await classmate({ fullname: 'Paula Descarga' });
    const { chat } = await createChat(pair.db, sender.contact, receiver.contact);
    const receiverSocket = await socketOn(pair.b.baseUrl, receiver.token, receiver.contact);
    expect(await emitWithAck(receiverSocket, 'join-chat', { chatId: chat.id })).toEqual({ status: 'ok' });

    const form = multipartBody([{ filename: 'Pizarra.png', contentType: 'image/png', data: PNG_BYTES }]);
    const uploaded = await httpRequest(pair.a.baseUrl, '/api/chats/upload-file', {
      method: 'POST',
      token: sender.token,
      headers: form.headers,
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const file = chatFileSchema.parse(uploaded.json());
    const newMessage = waitForSocketEvent(receiverSocket, 'new-message');
    const sent = await httpRequest(pair.b.baseUrl, '/api/chats/send-message', {
      method: 'POST',
      token: sender.token,
      json: {
        chatId: chat.id,
        sender_codigocontacto: sender.contact.edu_codigocontacto,
        receiver_codigocontacto: receiver.contact.edu_codigocontacto,
        mensaje: 'La pizarra de hoy',
        metadata: { files: [file] },
      },
    });
    expect(sent.status).toBe(201);
    expect(await newMessage).toMatchObject({
      mensaje: 'La pizarra de hoy',
      metadata: { files: [expect.objectContaining({ id: file.id, name: 'Pizarra.png' })] },
    });
    // The receiver asks B for the signed address and the load balancer sends the download to A.
    const signed = await httpRequest(pair.b.baseUrl, file.url, { token: receiver.token });
    expect(signed.status).toBe(200);
    const download = await httpRequest(pair.a.baseUrl, signed.json<{ data: { url: string } }>().data.url);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(PNG_BYTES)).toBe(true);
  });

  it('rings the bell of a student on B for a notification created through A, and B counts it at once', async () => {
    const author = await classmate({ fullname: 'Autora del tablón' });
    const reader = await classmate({ fullname: 'Lectora en B' });
    const readerSocket = await socketOn(pair.b.baseUrl, reader.token, reader.contact);
    const unread = async () =>
      unreadNumberAnswerSchema.parse((await httpRequest(pair.b.baseUrl, '/api/notifications/unread-number', { token: reader.token })).json()).count;
    // B keeps the reader's count (a shared answer per user): the bell must drop it on every instance.
    expect(await unread()).toBe(0);

    const bell = waitForSocketEvent(readerSocket, 'bell');
    const posted = await httpRequest(pair.a.baseUrl, '/api/posts?notification=1', {
      method: 'POST',
      token: author.token,
      json: { title: 'Cambio de aula', content: '<p>Mañana en el aula 3.</p>', codigos_grupos: [course.group.edu_codigoformacion] },
    });
    expect(posted.status).toBe(200);
    expect(await bell).toBeTruthy();
    // The bell event and the cache drop travel on different Redis channels: allow the drop a moment.
    await expect.poll(unread, { timeout: 2000, interval: 20 }).toBe(1);
  });

  it('ends on B the sessions and sockets that logout-all ends through A', async () => {
    const student = await classmate({ fullname: 'Marta Varios Dispositivos' });
    const phoneToken = await createSession(pair.db, student.contact.edu_codigocontacto);
    const laptopOnA = await socketOn(pair.a.baseUrl, student.token, student.contact);
    const phoneOnB = await socketOn(pair.b.baseUrl, phoneToken, student.contact);
    const session = (token: string) => httpRequest(pair.b.baseUrl, '/api/auth/session', { token });
    // B has both sessions in its cache now.
    expect((await session(phoneToken)).status).toBe(200);
    expect((await session(student.token)).status).toBe(200);

    const phoneGone = nextBuiltIn(phoneOnB, 'disconnect');
    const laptopGone = nextBuiltIn(laptopOnA, 'disconnect');
    const loggedOut = await httpRequest(pair.a.baseUrl, '/api/auth/logout-all-sessions', { method: 'POST', token: student.token });
    expect(loggedOut.status).toBe(200);
    // Closed by the server on purpose, not a transport that dropped.
    expect(await Promise.all([phoneGone, laptopGone])).toEqual(['io server disconnect', 'io server disconnect']);
    expect(phoneOnB.connected).toBe(false);
    // B's cached sessions are dropped by the bus; neither token opens B (nor A) again.
    await expect.poll(async () => (await session(phoneToken)).status, { timeout: 2000, interval: 20 }).toBe(401);
    expect((await session(student.token)).status).toBe(401);
    expect((await httpRequest(pair.a.baseUrl, '/api/auth/session', { token: phoneToken })).status).toBe(401);
    // A new socket with a revoked token is refused on both.
    for (const instance of [pair.a, pair.b]) {
      const retry: TestSocket = connect(instance.baseUrl, {
        path: '/socket.io',
        auth: { token: phoneToken },
        extraHeaders: { origin: ORIGIN },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(retry);
      expect(await nextBuiltIn(retry, 'connect_error')).toBeInstanceOf(Error);
      expect(retry.connected).toBe(false);
    }
  });
});
