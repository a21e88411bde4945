import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@campus/contract';
import { lazySchema, parseStored } from './contract-schemas';
import { writePageSessionCookies } from './page-session-cookies';
import { getServerRenderScope } from './server-render-scope';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session-keys';

export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY };

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

type Listener = () => void;

const listeners = new Set<Listener>();

/** Last snapshot and the raw strings it was built from, so useSyncExternalStore gets a stable object. */
let cached: { rawToken: string | null; rawUser: string | null; session: Session } | null = null;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy mode, disabled cookies): behave as signed out.
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory snapshot below still reflects the change for this tab.
  }
}

const storedUserSchema = lazySchema((contract) => contract.sessionUserSchema);

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  return parseStored(raw, storedUserSchema, () => {
    // A stored user that does not match the contract counts as no user, as when it is checked at once.
    if (cached?.rawUser === raw) {
      cached = null;
      notify();
    }
  });
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The current session; the same object is returned until the stored token or user changes. */
export function getSession(): Session {
  const scope = getServerRenderScope();
  if (scope) return scope.session;
  const rawToken = readStorage(TOKEN_STORAGE_KEY);
  const rawUser = readStorage(USER_STORAGE_KEY);
  if (cached && cached.rawToken === rawToken && cached.rawUser === rawUser) return cached.session;
  cached = { rawToken, rawUser, session: { token: rawToken || null, user: parseUser(rawUser) } };
  return cached.session;
}

/** The stored bearer token, or null when signed out. */
export function getToken(): string | null {
  return getSession().token;
}

/** The stored user, or null. */
export function getUser(): SessionUser | null {
  return getSession().user;
}

/** True when a token is stored. */
export function isSignedIn(): boolean {
  return getToken() !== null;
}

/** Stores the token and user returned by a sign-in. */
export function setSession(token: string, user: SessionUser): void {
  writeStorage(TOKEN_STORAGE_KEY, token);
  writeStorage(USER_STORAGE_KEY, JSON.stringify(user));
  writePageSessionCookies(token);
  notify();
}

/** Replaces the token (the API sends a renewed one in the `authorization` answer header). */
export function setToken(token: string): void {
  if (readStorage(TOKEN_STORAGE_KEY) === token) return;
  writeStorage(TOKEN_STORAGE_KEY, token);
  writePageSessionCookies(token);
  notify();
}

/** Replaces the stored user (the session check answers the current profile). */
export function setUser(user: SessionUser): void {
  const raw = JSON.stringify(user);
  if (readStorage(USER_STORAGE_KEY) === raw) return;
  writeStorage(USER_STORAGE_KEY, raw);
  notify();
}

/** Forgets the token and the user (logout, broken session). */
export function clearSession(): void {
  writeStorage(TOKEN_STORAGE_KEY, null);
  writeStorage(USER_STORAGE_KEY, null);
  writePageSessionCookies(null);
  notify();
}

function handleStorageEvent(event: StorageEvent): void {
  // Another tab signed in or out: follow it, so a logout anywhere signs every tab out.
  if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) notify();
}

/** Subscribes to session changes in this tab and in other tabs; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}

/**
 * React view of the session; re-renders when the token or the user changes. The server renders the home
 * with the session of its render scope, and the browser hydrates that HTML with its stored session (the
 * same user: main.tsx hydrates only then), so both "server" snapshots are getSession.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useSession().user;
}

/** True while a token is stored. */
export function useIsSignedIn(): boolean {
  return useSession().token !== null;
}
