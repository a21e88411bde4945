import { freemiumProviders, type FreemiumProvider } from '@campus/contract';
import type { AppConfig } from '../../config/config';
import type { FreemiumOAuthProvider } from './freemium-oauth-provider';
import { defaultOAuthEndpoints, OAuthFreemiumProvider } from './oauth-freemium-provider';
import { SimulatedFreemiumProvider, type SimulatedCodeStore } from './simulated-freemium-provider';

export type FreemiumProviders = Record<FreemiumProvider, FreemiumOAuthProvider>;

const credentialsOf = (config: AppConfig, provider: FreemiumProvider) => {
  const key = provider.toUpperCase() as 'GOOGLE' | 'MICROSOFT' | 'FACEBOOK';
  const clientId = config[`FREEMIUM_${key}_CLIENT_ID`];
  const clientSecret = config[`FREEMIUM_${key}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
};

/** One provider per kind: real OAuth with FREEMIUM_<PROVIDER>_CLIENT_ID/_SECRET, the built-in simulation otherwise. */
export function createFreemiumProviders(config: AppConfig, store: SimulatedCodeStore, now: () => Date): FreemiumProviders {
  const entries = freemiumProviders.map((provider) => {
    const credentials = credentialsOf(config, provider);
    const instance: FreemiumOAuthProvider = credentials
      ? new OAuthFreemiumProvider(provider, credentials, defaultOAuthEndpoints(provider, config.FREEMIUM_MICROSOFT_TENANT))
      : new SimulatedFreemiumProvider(provider, config.PUBLIC_URL, store, now);
    return [provider, instance] as const;
  });
  return Object.fromEntries(entries) as FreemiumProviders;
}
