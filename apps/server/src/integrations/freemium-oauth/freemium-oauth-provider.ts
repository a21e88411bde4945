import type { FreemiumProvider } from '@campus/contract';

/** Who signed in at the provider. */
export interface FreemiumIdentity {
  email: string;
  name: string;
}

/**
 * A freemium sign-in provider (Google, Microsoft or Facebook): the real one when its credentials are
 * configured, otherwise the built-in simulation served by our own identity pages. Both send the
 * browser back to `${PUBLIC_URL}/login?code&state`.
 */
export interface FreemiumOAuthProvider {
  readonly provider: FreemiumProvider;
  /** True for the built-in simulation (no credentials configured). */
  readonly isSimulated: boolean;
  /** Where to send the browser. */
  buildAuthorizationUrl(redirectUri: string, state: string): string;
  /** Exchanges the code that came back; null when it is unknown, used, expired or for another address. */
  exchangeCode(code: string, redirectUri: string): Promise<FreemiumIdentity | null>;
}

/** Display names of the providers, as the pages and messages write them. */
export const freemiumProviderNames: Record<FreemiumProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
};
