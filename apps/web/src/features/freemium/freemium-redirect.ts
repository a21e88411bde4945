import type { FreemiumProvider } from '@campus/contract';
import { createFreemiumOauthState } from './freemium-oauth-state';
import { paths } from '../../lib/routes';

/**
 * The provider's authorization page, through our server: `/auth/freemium/{provider}/authorize` sends the
 * browser to the real provider when it is configured, or shows the built-in simulation that says so.
 * The return address is this app's /login (spec 000 §2).
 */
export function buildFreemiumAuthorizeUrl(provider: FreemiumProvider, origin: string, state: string): string {
  const params = new URLSearchParams({ redirect_uri: `${origin}${paths.login}`, state });
  return `/auth/freemium/${encodeURIComponent(provider)}/authorize?${params.toString()}`;
}

/** Sends the browser to the provider with a fresh `freemium:{provider}:{course}:{nonce}` state. */
export function startFreemiumSignIn(provider: FreemiumProvider, course: string): void {
  const state = createFreemiumOauthState(provider, course);
  window.location.assign(buildFreemiumAuthorizeUrl(provider, window.location.origin, state));
}
