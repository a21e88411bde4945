import type { Server as HttpServer } from 'node:http';
import {
  chatRoomPayloadSchema,
  messageReceivedPayloadSchema,
  readMessagesPayloadSchema,
  rooms,
  socketLoginPayloadSchema,
  texts,
  typingPayloadSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { isAppError } from '../lib/app-error';
import type { Actor } from '../lib/actor';
import { sessionRoom, type RealtimeEmitter, type RealtimeServer, type SocketData } from './emitter';
import { connectRedisAdapter } from './redis-adapter';
import { isAllowedSocketOrigin } from './socket-origin';

/** Error message of a refused handshake (missing, expired or revoked token), as the client's connect_error reads it. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';

export interface SocketServerDeps {
  // The auth and chats services (modules/), by what the sockets need of them: realtime does not import modules.
  /** The actor of a live session token, or null. */
  authService: { verifyBearer(token: string): Promise<Actor | null> };
  chatsService: {
    isChatMember(actor: Actor | null, chatId: number): Promise<boolean>;
    markDelivered(actor: Actor | null, chatId: number, messageId: number): Promise<void>;
    /** Marks the chat read for the actor (its answer is for the HTTP route; the socket only acknowledges). */
    readMessages(actor: Actor | null, chatId: number): Promise<unknown>;
  };
  emitter: RealtimeEmitter;
  /** Origin of PUBLIC_URL: the only browser origin allowed to connect. */
  publicOrigin: string;
  redisUrl?: string | undefined;
  logger: FastifyBaseLogger;
  /** True once a graceful shutdown began: new handshakes are refused so clients connect to another instance. */
  isDraining?: () => boolean;
}

type CampusSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type Ack = ((answer: SocketAck) => void) | undefined;

function readToken(auth: unknown): string | null {
  const token = (auth as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') return null;
  const bare = token.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9._~+/-]{16,512}=*$/.test(bare) ? bare : null;
}

/**
 * Attaches the realtime server (path /socket.io) to the app's HTTP server and hands it to the emitter.
 *
 * Semantics ("already connected", spec 000 §8):
 * - The handshake needs `auth.token`, a live session token (missing, expired or revoked → connect_error
 *   'unauthorized'), and this app's origin (others are refused before Socket.IO answers).
 * - A user may have any number of sockets: every tab and device logs in and receives its `bell` and
 *   `chat-bar` events. A second tab never pushes the first one out.
 * - `login` joins `user:<code>` and answers `login_success` only for the token's own user while its
 *   session is still live (checked through the session cache, like every request). A different `edu_codigocontacto` (another account already bound to this
 *   socket's session) or a session revoked meanwhile answers `login_error` with
 *   'Error al iniciar sesión: el usuario ya está conectado.'; a revoked session is also disconnected.
 * - Logging out (one session or every device) disconnects the sockets of the revoked sessions.
 */
export async function attachSocketServer(httpServer: HttpServer, deps: SocketServerDeps): Promise<{ io: RealtimeServer; close(): Promise<void> }> {
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, callback) => callback(null, !deps.isDraining?.() && isAllowedSocketOrigin(request.headers, deps.publicOrigin)),
  });
  const redis = deps.redisUrl ? await connectRedisAdapter(io, deps.redisUrl, deps.logger) : null;
  deps.emitter.attach(io);

  io.use((socket, next) => {
    const token = readToken(socket.handshake.auth);
    if (!token) return next(new Error(SOCKET_UNAUTHORIZED));
    deps.authService.verifyBearer(token).then(
      (actor) => {
        if (!actor) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data.actor = actor;
        socket.data.token = token;
        socket.data.isLoggedIn = false;
        void socket.join(sessionRoom(actor.sessionId));
        next();
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'socket handshake failed');
        next(new Error(SOCKET_UNAUTHORIZED));
      },
    );
  });

  io.on('connection', (socket) => registerHandlers(socket, deps));

  return {
    io,
    /**
     * Closes this instance's transports without Socket.IO's disconnect packet: clients then read
     * 'transport close' and reconnect by themselves (through the load balancer, to an instance still
     * running), whereas a server-sent disconnect ('io server disconnect') would leave them disconnected
     * for good. The server-side sockets end ('disconnect') as their transports close.
     */
    async close() {
      io.engine.close();
      await redis?.close();
    },
  };
}

/** Parses a client payload; answers the ack with the schema's message when it does not fit. */
function parsePayload<S extends z.ZodType>(schema: S, payload: unknown, ack: Ack): z.infer<S> | null {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  ack?.({ status: 'error', message: parsed.error.issues[0]?.message ?? texts.errors.validation });
  return null;
}

function registerHandlers(socket: CampusSocket, deps: SocketServerDeps): void {
  const actor: Actor = socket.data.actor;
  const answer = (ack: Ack) => (error: unknown) => {
    if (!isAppError(error)) deps.logger.error({ err: error }, 'socket event failed');
    ack?.({ status: 'error', message: isAppError(error) ? error.message : texts.errors.internal });
  };
  const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as (answer: SocketAck) => void) : undefined);

  socket.on('login', (payload) => {
    const parsed = socketLoginPayloadSchema.safeParse(payload);
    if (!parsed.success || parsed.data.edu_codigocontacto !== actor.edu_codigocontacto) {
      socket.emit('login_error', { message: texts.auth.socketAlreadyConnected });
      return;
    }
    // The same cached check as the handshake (no query per login): every revocation goes through the auth
    // service, which drops the session's cache entry on every instance, and expiry is compared with now.
    deps.authService.verifyBearer(socket.data.token).then(
      (current) => {
        if (current?.sessionId !== actor.sessionId) {
          socket.emit('login_error', { message: texts.auth.socketAlreadyConnected });
          socket.disconnect(true);
          return;
        }
        void socket.join(rooms.user(actor.edu_codigocontacto));
        socket.data.isLoggedIn = true;
        socket.emit('login_success', { edu_codigocontacto: actor.edu_codigocontacto });
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'socket login failed');
        socket.emit('login_error', { message: texts.auth.socketAlreadyConnected });
      },
    );
  });

  socket.on('join-chat', (payload, maybeAck) => {
    const ack = ackOf(maybeAck);
    const data = parsePayload(chatRoomPayloadSchema, payload, ack);
    if (!data) return;
    deps.chatsService.isChatMember(actor, data.chatId).then((isMember) => {
      if (!isMember) return ack?.({ status: 'error', message: texts.chat.notFound });
      void socket.join(rooms.chat(data.chatId));
      ack?.({ status: 'ok' });
    }, answer(ack));
  });

  socket.on('leave-chat', (payload, maybeAck) => {
    const ack = ackOf(maybeAck);
    const data = parsePayload(chatRoomPayloadSchema, payload, ack);
    if (!data) return;
    void socket.leave(rooms.chat(data.chatId));
    ack?.({ status: 'ok' });
  });

  socket.on('typing', (payload) => {
    const data = parsePayload(typingPayloadSchema, payload, undefined);
    // Only a member who joined the chat may type in it; who is typing comes from the session.
    if (!data || !socket.rooms.has(rooms.chat(data.chatId))) return;
    deps.emitter.emitToChat(data.chatId, 'typing', [{ chatId: data.chatId, edu_codigocontacto: actor.edu_codigocontacto, isTyping: data.isTyping }], {
      exceptSocketId: socket.id,
    });
  });

  socket.on('message-received', (payload, maybeAck) => {
    const ack = ackOf(maybeAck);
    const data = parsePayload(messageReceivedPayloadSchema, payload, ack);
    if (!data) return;
    deps.chatsService.markDelivered(actor, data.chatId, data.messageId).then(() => ack?.({ status: 'ok' }), answer(ack));
  });

  socket.on('read-messages', (payload, maybeAck) => {
    const ack = ackOf(maybeAck);
    const data = parsePayload(readMessagesPayloadSchema, payload, ack);
    if (!data) return;
    deps.chatsService.readMessages(actor, data.chatId).then(() => ack?.({ status: 'ok' }), answer(ack));
  });
}
