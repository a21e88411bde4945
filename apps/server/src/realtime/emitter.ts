import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@campus/contract';
import type { Server } from 'socket.io';
import type { Actor } from '../lib/actor';

/** What the server keeps on each socket: who it belongs to (from the handshake) and whether it logged in. */
export interface SocketData {
  actor: Actor;
  /** The handshake's bearer token: `login` re-checks its session through the session cache. */
  token: string;
  isLoggedIn: boolean;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * Internal room of every socket opened with one session, so that revoking the session disconnects them
 * (on every instance when the Redis adapter is on). Nothing is ever emitted to it.
 */
export const sessionRoom = (sessionId: number) => `session:${sessionId}` as const;

/**
 * The one way the server sends realtime events: typed by the contract and only to the rooms
 * `user:<edu_codigocontacto>` and `chat:<id>`. Until a Socket.IO server is attached (or when none is)
 * emits go nowhere, so services work the same under `inject` tests.
 */
export function createRealtimeEmitter() {
  let io: RealtimeServer | null = null;

  return {
    /** Connects the emitter to the Socket.IO server (done once by `buildApp`). */
    attach(server: RealtimeServer): void {
      io = server;
    },

    /** Emits to every socket of a user (each tab that logged in). */
    emitToUser<E extends keyof ServerToClientEvents>(contactCode: string, event: E, ...args: EventArgs<E>): void {
      io?.to(rooms.user(contactCode)).emit(event, ...args);
    },

    /** Emits to the sockets that joined a chat; `exceptSocketId` leaves out the socket the event came from. */
    emitToChat<E extends keyof ServerToClientEvents>(chatId: number, event: E, args: EventArgs<E>, options: { exceptSocketId?: string } = {}): void {
      if (!io) return;
      const target = options.exceptSocketId ? io.to(rooms.chat(chatId)).except(options.exceptSocketId) : io.to(rooms.chat(chatId));
      target.emit(event, ...args);
    },

    /** Disconnects the sockets opened with these sessions (logout, logout of every device). */
    disconnectSessions(sessionIds: readonly number[]): void {
      if (!io || sessionIds.length === 0) return;
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
  };
}

export type RealtimeEmitter = ReturnType<typeof createRealtimeEmitter>;
