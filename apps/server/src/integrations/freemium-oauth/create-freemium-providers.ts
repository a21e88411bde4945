import { freemiumProviders, type FreemiumProvider } from '@campus/contract';
import type { AppConfig } from '../../config/config';
import type { MailSender } from '../mail/mail-sender';
import type { FreemiumOAuthProvider } from './freemium-oauth-provider';
import { createFacebookClient, createPkceClient, defaultOAuthEndpoints, FACEBOOK_USERINFO_URL, OAuthFreemiumProvider } from './oauth-freemium-provider';
import { SimulatedFreemiumProvider, type SimulatedCodeStore } from './simulated-freemium-provider';

export type FreemiumProviders = Record<FreemiumProvider, FreemiumOAuthProvider>;

const credentialsOf = (config: AppConfig, provider: FreemiumProvider) => {
  const key = provider.toUpperCase() as 'GOOGLE' | 'MICROSOFT' | 'FACEBOOK';
  const clientId = config[`FREEMIUM_${key}_CLIENT_ID`];
  const clientSecret = config[`FREEMIUM_${key}_CLIENT_SECRET`];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
};

/**
 * One provider per kind: real OAuth (arctic; PKCE for Google and Microsoft) with
 * FREEMIUM_<PROVIDER>_CLIENT_ID/_SECRET, the built-in provider otherwise, in the mode the configuration
 * allows (simulation only outside production).
 */
export function createFreemiumProviders(
  config: AppConfig,
  deps: { store: SimulatedCodeStore; mail: MailSender; loginRedirectUri: string; now: () => Date },
): FreemiumProviders {
  const entries = freemiumProviders.map((provider) => {
    const credentials = credentialsOf(config, provider);
    let instance: FreemiumOAuthProvider;
    if (!credentials) instance = new SimulatedFreemiumProvider(provider, config.freemiumBuiltinMode, config.PUBLIC_URL, deps.store, deps.mail, deps.now);
    else if (provider === 'facebook')
      instance = new OAuthFreemiumProvider(provider, createFacebookClient(credentials, deps.loginRedirectUri), deps.loginRedirectUri, FACEBOOK_USERINFO_URL);
    else {
      const endpoints = defaultOAuthEndpoints(provider, config.FREEMIUM_MICROSOFT_TENANT);
      instance = new OAuthFreemiumProvider(
        provider,
        createPkceClient(credentials, deps.loginRedirectUri, endpoints),
        deps.loginRedirectUri,
        endpoints.userinfo,
      );
    }
    return [provider, instance] as const;
  });
  return Object.fromEntries(entries) as FreemiumProviders;
}
