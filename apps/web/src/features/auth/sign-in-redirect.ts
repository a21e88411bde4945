import { paths } from '../../lib/routes';

/** sessionStorage key of the anti-forgery `state` sent to the academy sign-in. */
export const SIGN_IN_STATE_STORAGE_KEY = 'campus.signInState';

function createState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The academy sign-in page (a server page, not a React route) with this app's /login as return address. */
export function buildAuthorizeUrl(origin: string, state: string): string {
  const params = new URLSearchParams({ redirect_uri: `${origin}${paths.login}`, state });
  return `/auth/authorize?${params.toString()}`;
}

/** Sends the browser to the academy sign-in, remembering a fresh `state` for the return. */
export function startSignIn(): void {
  const state = createState();
  try {
    window.sessionStorage.setItem(SIGN_IN_STATE_STORAGE_KEY, state);
  } catch {
    // Without sessionStorage the return carries a state we cannot check; the login then fails visibly.
  }
  window.location.assign(buildAuthorizeUrl(window.location.origin, state));
}

/** Reads and forgets the remembered `state`: each one is good for a single return. */
export function consumeSignInState(): string | null {
  try {
    const state = window.sessionStorage.getItem(SIGN_IN_STATE_STORAGE_KEY);
    window.sessionStorage.removeItem(SIGN_IN_STATE_STORAGE_KEY);
    return state;
  } catch {
    return null;
  }
}
