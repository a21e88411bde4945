import type { FreemiumProvider } from '@campus/contract';

/** Who signed in at the provider. */
export interface FreemiumIdentity {
  email: string;
  name: string;
}

/**
 * How a provider signs visitors in: 'oauth' is the real provider (credentials configured); without
 * credentials the built-in provider is a 'simulation' (development and tests), proves the e-mail with a
 * mailed one-time code ('email-code'), or is 'off' (production without mail).
 */
export type FreemiumProviderMode = 'oauth' | 'simulation' | 'email-code' | 'off';

/**
 * A freemium sign-in provider (Google, Microsoft or Facebook): the real one when its credentials are
 * configured, otherwise the built-in provider served by our own identity pages. Both send the browser
 * back to `${PUBLIC_URL}/login?code&state`. The code verifier (PKCE) is created when the browser leaves
 * and kept in that browser's sign-in cookie until the code comes back.
 */
export interface FreemiumOAuthProvider {
  readonly provider: FreemiumProvider;
  readonly mode: FreemiumProviderMode;
  /** Where to send the browser. */
  buildAuthorizationUrl(redirectUri: string, state: string, codeVerifier: string): string;
  /** Exchanges the code that came back; null when it is unknown, used, expired or for another address. */
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<FreemiumIdentity | null>;
}

/** Display names of the providers, as the pages and messages write them. */
export const freemiumProviderNames: Record<FreemiumProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
};
