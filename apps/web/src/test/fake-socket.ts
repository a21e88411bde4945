import type { ServerToClientEvents } from '@campus/contract';
import { setSocketFactory, type CampusSocket } from '../lib/realtime/realtime-connection';

type Handler = (...args: unknown[]) => void;

/** The listener registry both fakes share (socket.io's own Emitter, reduced to what the app uses). */
class FakeEmitter {
  protected readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  /** How many handlers listen to `event` (to check that unmounting unsubscribes). */
  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
}

/** The socket's Manager (`socket.io`): only the reconnection events the app listens to. */
class FakeManager extends FakeEmitter {}

/**
 * A stand-in for the socket.io client socket in unit tests: records what the app emits and lets the
 * test play the server (`connectFromServer`, `pushFromServer`).
 */
export class FakeSocket extends FakeEmitter {
  connected = false;
  active = false;
  /** Every event the app emitted, in order. */
  readonly emitted: { event: string; args: unknown[] }[] = [];
  connectCalls = 0;
  disconnectCalls = 0;
  readonly io = new FakeManager();
  /** The token each connection attempt carried in its handshake, as the real client reads it. */
  readonly handshakeTokens: (string | null)[] = [];

  constructor(private readonly readToken: () => string | null = () => null) {
    super();
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.handshakeTokens.push(this.readToken());
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The payloads the app emitted for `event`. */
  emittedPayloads(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.args[0]);
  }

  /** The server accepts the connection: fires `connect`. */
  connectFromServer(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection drops (the client will try again). */
  dropFromServer(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server closes this socket on purpose (shutdown, ended sessions): socket.io does not retry by itself. */
  dropByServer(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** The handshake is refused (bad token): socket.io stops trying. */
  refuseFromServer(): void {
    this.active = false;
    this.fire('connect_error', new Error('unauthorized'));
  }

  /** socket.io used up its reconnection attempts and gave up. */
  giveUpReconnecting(): void {
    this.active = false;
    this.io.fire('reconnect_failed');
  }

  /** The server pushes an event to this socket. */
  pushFromServer<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.fire(event, ...args);
  }
}

/**
 * Makes the realtime connection build FakeSockets; returns the list of sockets built so far (newest
 * last). The setup file installs fresh ones before each test, so no test opens a real connection.
 */
export function installFakeSockets(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  setSocketFactory(({ readToken }) => {
    const socket = new FakeSocket(readToken);
    sockets.push(socket);
    return socket as unknown as CampusSocket;
  });
  return sockets;
}
