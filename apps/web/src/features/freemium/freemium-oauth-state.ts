import { buildFreemiumState, type FreemiumProvider } from '@campus/contract';

/**
 * sessionStorage key of the `state` sent to a freemium provider: written before leaving for the provider,
 * checked (and spent) when the browser returns to /login.
 */
export const FREEMIUM_OAUTH_STATE_STORAGE_KEY = 'campus.freemium.oauthState';

function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh `freemium:{provider}:{course}:{nonce}` state, remembered for the return. */
export function createFreemiumOauthState(provider: FreemiumProvider, course: string): string {
  const state = buildFreemiumState(provider, course, createNonce());
  try {
    window.sessionStorage.setItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY, state);
  } catch {
    // Without sessionStorage the return cannot be checked; the exchange then fails visibly.
  }
  return state;
}

/** Reads and forgets the remembered state: each one is good for a single return. */
export function consumeFreemiumOauthState(): string | null {
  try {
    const state = window.sessionStorage.getItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY);
    window.sessionStorage.removeItem(FREEMIUM_OAUTH_STATE_STORAGE_KEY);
    return state;
  } catch {
    return null;
  }
}
