import { texts } from '@campus/contract/plain';
import { clearSession, getToken } from './session-store';
import { TOKEN_STORAGE_KEY } from './session-keys';

/**
 * A session that ends without this tab asking (issue 27): every device disconnected elsewhere, a password reset,
 * an expired or tampered token. Any 401 of our API and a socket refused for its token end it here: the token goes
 * (so the guarded shell leaves for /login), the app frame drops the cached answers, and one notice says so.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
/** The token this tab is ending itself ('Cerrar sesión', 'Desconectar todos los dispositivos'): no notice. */
let tokenEndingHere: string | null = null;
/** The last token whose session ended without this tab asking. */
let endedToken: string | null = null;

/** One id, so a notice raised twice (two tabs' events, a late socket refusal) stays one toast. */
const SESSION_ENDED_TOAST_ID = 'session-ended';

function announceSessionEnd(): void {
  for (const listener of listeners) listener();
  void import('sonner').then(({ toast }) => toast.info(texts.auth.sessionEnded, { id: SESSION_ENDED_TOAST_ID }));
}

/**
 * The API answered 401, or the socket was refused, for a request sent with `sentToken`. Only that token's end
 * counts: the parallel calls of the same page find it already gone (one notice), and a call sent before a renewal
 * or a new sign-in says nothing about the token stored now. True when that session has ended without this tab
 * asking (now or by an earlier call): the API client then leaves the call unanswered (see apiRequest).
 */
export function endRefusedSession(sentToken: string | null): boolean {
  if (!sentToken) return false;
  if (sentToken === getToken()) {
    clearSession();
    if (sentToken === tokenEndingHere) return false;
    endedToken = sentToken;
    announceSessionEnd();
  }
  return sentToken === endedToken;
}

/** This tab is about to end its own session (the server will refuse its token next): that end is not news. */
export function expectSessionEnd(): void {
  tokenEndingHere = getToken();
}

/** The end this tab asked for did not happen (the call failed): a later refusal is news again. */
export function cancelExpectedSessionEnd(): void {
  tokenEndingHere = null;
}

function handleStorageEvent(event: StorageEvent): void {
  // Another tab of this browser ended the session (or was told it had ended): this tab follows it, saying so.
  // Unless this tab is ending that same session itself: the other tab, refused first by the server, may remove
  // the shared token before this tab's own 'Cerrar sesión' does (seen in e2e/session-end.spec.ts).
  if (event.key === TOKEN_STORAGE_KEY && event.oldValue && !event.newValue && event.oldValue !== tokenEndingHere) announceSessionEnd();
}

/**
 * Runs `listener` whenever a session ends without this tab asking, here or in another tab (the app frame drops
 * its cache); returns the unsubscribe function.
 */
export function subscribeSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}
