import type { ClientToServerEvents, ServerToClientEvents } from '@campus/contract';
import { SOCKET_RECONNECTION_ATTEMPTS, texts } from '@campus/contract/plain';
import type { ManagerOptions, Socket, SocketOptions, io as createIo } from 'socket.io-client';
import { showErrorToast } from '../show-error-toast';
import { endRefusedSession } from '../session-end';
import { getSession, getToken, subscribeSession } from '../session-store';

/** The app's socket, typed by the contract's event maps. */
export type CampusSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Message of the server's connect_error for a handshake whose token is missing, expired or revoked. */
const SOCKET_UNAUTHORIZED = 'unauthorized';

/** Builds an unconnected socket; the token is read on every (re)connection attempt. */
export type SocketFactory = (options: { readToken: () => string | null }) => CampusSocket;

/**
 * Options of the browser socket: same origin, path /socket.io, token in `auth` (read again on each
 * attempt, so a renewed token is used) and at most 5 reconnection attempts (spec 000 §9).
 */
export function buildSocketOptions(readToken: () => string | null): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    autoConnect: false,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    auth: (callback) => callback({ token: readToken() ?? '' }),
  };
}

/**
 * socket.io-client (about 12 KB compressed) is fetched when the first socket is needed, not with the app's
 * first script: the signed-in page paints first, then the connection opens.
 */
let loadedIo: typeof createIo | null = null;
let ioLoading: Promise<void> | null = null;

function loadSocketIo(): Promise<void> {
  ioLoading ??= import('socket.io-client').then(
    (module) => {
      loadedIo = module.io;
    },
    () => {
      // A failed download is tried again on the next session change.
      ioLoading = null;
    },
  );
  return ioLoading;
}

const createBrowserSocket: SocketFactory = ({ readToken }) => {
  if (!loadedIo) throw new Error('socket.io-client is not loaded yet');
  return loadedIo(buildSocketOptions(readToken));
};

type Listener = () => void;

/**
 * What the shell tells the user about the connection: `failed` once socket.io gave up after its 5
 * attempts (the notice with 'Reconectar' shows), `retrying` while a new series runs after that (the
 * notice stays, busy); `idle` while there is no socket or the server refused it (an ended session: it ends
 * here too, lib/session-end, and no connection notice).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'retrying';

let socketFactory: SocketFactory = createBrowserSocket;
let socket: CampusSocket | null = null;
/** Whose socket it is: a different user signing in (in another tab) gets a new one. */
let socketOwner: string | null = null;
let socketToken: string | null = null;
let retainCount = 0;
let unsubscribeSession: (() => void) | null = null;
const socketListeners = new Set<Listener>();
const reloginListeners = new Set<Listener>();
const statusListeners = new Set<Listener>();
let status: RealtimeStatus = 'idle';
/** Undoes what openSocket added to the socket's manager (removeAllListeners does not reach it). */
let detachManager: (() => void) | null = null;

function setStatus(next: RealtimeStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/** The browser is back online: a connection that had given up tries again at once. */
function retryWhenOnline(): void {
  if (status === 'failed') reconnectRealtime();
}

function notifySocketListeners(): void {
  for (const listener of socketListeners) listener();
}

function closeSocket(): void {
  if (!socket) return;
  const closing = socket;
  socket = null;
  socketOwner = null;
  socketToken = null;
  detachManager?.();
  detachManager = null;
  closing.removeAllListeners();
  closing.disconnect();
  setStatus('idle');
  notifySocketListeners();
}

function openSocket(contactCode: string, token: string): void {
  /** The token the latest handshake carried: a refusal ends that session only, not one renewed meanwhile. */
  let handshakeToken: string | null = null;
  const created = socketFactory({
    readToken: () => {
      handshakeToken = getToken();
      return handshakeToken;
    },
  });
  let hasLoggedIn = false;
  /** This connection was accepted and not refused at login: only such a one is re-opened by us. */
  let isLoggedInNow = false;
  // Every (re)connection is a new server-side socket: it must log in again to join the user's room.
  created.on('connect', () => {
    setStatus('connected');
    created.emit('login', { edu_codigocontacto: contactCode });
  });
  created.on('login_success', () => {
    // After a drop, events sent meanwhile were lost: features refetch what they show.
    if (hasLoggedIn) for (const listener of reloginListeners) listener();
    hasLoggedIn = true;
    isLoggedInNow = true;
  });
  created.on('login_error', () => {
    isLoggedInNow = false;
    showErrorToast(texts.auth.socketAlreadyConnected);
  });
  created.on('disconnect', (reason) => {
    const wasLoggedIn = isLoggedInNow;
    isLoggedInNow = false;
    setStatus('reconnecting');
    // A server closing its sockets on purpose (an instance shutting down, or ended sessions) is not
    // retried by socket.io itself: connect again, to whichever instance answers now. Ended sessions are
    // refused at the handshake and end up idle below; a socket refused at login is left closed.
    if (reason === 'io server disconnect') {
      if (wasLoggedIn) created.connect();
      else setStatus('idle');
    }
  });
  created.on('connect_error', (error) => {
    // Refused by the server (bad, expired or revoked token: every device disconnected elsewhere): socket.io
    // stops there, and the session ends in this tab as on a 401 of the API (lib/session-end).
    if (!created.active) setStatus('idle');
    if (error.message === SOCKET_UNAUTHORIZED) endRefusedSession(handshakeToken);
  });
  const onGaveUp = () => setStatus('failed');
  created.io.on('reconnect_failed', onGaveUp);
  detachManager = () => created.io.off('reconnect_failed', onGaveUp);
  socket = created;
  socketOwner = contactCode;
  socketToken = token;
  setStatus('connecting');
  created.connect();
  notifySocketListeners();
}

/** Follows the session: a socket while signed in, none after logout or when the token is removed. */
function syncWithSession(): void {
  const { token, user } = getSession();
  const contactCode = user?.edu_codigocontacto ?? null;
  if (!token || !contactCode) {
    closeSocket();
    return;
  }
  if (socket && socketOwner === contactCode) {
    // A renewed token is picked up by the next attempt; a socket the server refused (expired token, it
    // does not retry by itself) gets one more try with the new token.
    if (token !== socketToken) {
      socketToken = token;
      if (!socket.connected && !socket.active) {
        setStatus('connecting');
        socket.connect();
      }
    }
    return;
  }
  closeSocket();
  if (socketFactory === createBrowserSocket && !loadedIo) {
    // Opened once the library has arrived, for whoever is signed in then (if anything still retains it).
    void loadSocketIo().then(() => {
      if (unsubscribeSession && loadedIo) syncWithSession();
    });
    return;
  }
  openSocket(contactCode, token);
}

/**
 * Keeps the realtime connection open while something needs it (the signed-in shell). Returns the
 * release function. The last release closes the socket a tick later, so React StrictMode's
 * mount-unmount-mount does not open two connections.
 */
export function retainRealtime(): () => void {
  retainCount += 1;
  if (!unsubscribeSession) {
    unsubscribeSession = subscribeSession(syncWithSession);
    window.addEventListener('online', retryWhenOnline);
    syncWithSession();
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    retainCount -= 1;
    queueMicrotask(() => {
      if (retainCount > 0) return;
      unsubscribeSession?.();
      unsubscribeSession = null;
      window.removeEventListener('online', retryWhenOnline);
      closeSocket();
    });
  };
}

/** The current socket, or null while signed out (or while nothing retains the connection). */
export function getRealtimeSocket(): CampusSocket | null {
  return socket;
}

/** Subscribes to the socket being created or closed (for useSyncExternalStore). */
export function subscribeRealtimeSocket(listener: Listener): () => void {
  socketListeners.add(listener);
  return () => {
    socketListeners.delete(listener);
  };
}

/** The connection's state, for the shell's notice. */
export function getRealtimeStatus(): RealtimeStatus {
  return status;
}

/** Subscribes to status changes (for useSyncExternalStore). */
export function subscribeRealtimeStatus(listener: Listener): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/**
 * Tries again now ('Reconectar', or the browser back online). A socket that gave up restarts its
 * series of 5 attempts; its next login refetches what was missed (subscribeRelogin).
 */
export function reconnectRealtime(): void {
  if (!socket || socket.connected) return;
  setStatus(status === 'failed' ? 'retrying' : 'reconnecting');
  socket.connect();
}

/** Subscribes to logins after a reconnection (not the first one of a socket). */
export function subscribeRelogin(listener: Listener): () => void {
  reloginListeners.add(listener);
  return () => {
    reloginListeners.delete(listener);
  };
}

/**
 * Replaces how sockets are built (unit tests pass a fake) and closes the current one; without an
 * argument the browser socket comes back.
 */
export function setSocketFactory(factory?: SocketFactory): void {
  closeSocket();
  socketFactory = factory ?? createBrowserSocket;
  if (unsubscribeSession) syncWithSession();
}
