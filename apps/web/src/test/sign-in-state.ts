import { SIGN_IN_STATE_STORAGE_KEY } from '../features/auth/sign-in-redirect';

/**
 * What the browser does before leaving for the academy page: it remembers the `state` it sent, and
 * /login accepts only a return carrying that same state (login CSRF). Tests of other features that go
 * through a sign-in start with this.
 */
export function rememberSignInState(state: string): void {
  window.sessionStorage.setItem(SIGN_IN_STATE_STORAGE_KEY, state);
}
