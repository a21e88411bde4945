import * as oidc from 'openid-client';
import type { IdentityProvider, RedeemedIdentity } from './identity-provider';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Any OpenID Connect issuer (Entra ID, Keycloak…): `/auth/authorize` sends the browser to the issuer,
 * which returns to `/login?code=…`; the code is exchanged here and the person is matched by e-mail.
 * The web checks `state` against the value it stored before leaving.
 */
export class OidcIdentityProvider implements IdentityProvider {
  readonly kind = 'oidc' as const;
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private getConfiguration(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    // Plain http is only accepted for an issuer on this machine (development and tests).
    const isLocal = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    const options = isLocal ? { execute: [oidc.allowInsecureRequests] } : undefined;
    this.configuration ??= oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, options).catch((error: unknown) => {
      this.configuration = undefined; // try discovery again on the next sign-in
      throw error;
    });
    return this.configuration;
  }

  async buildAuthorizationUrl(redirectUri: string, state: string): Promise<string> {
    const configuration = await this.getConfiguration();
    return oidc.buildAuthorizationUrl(configuration, { redirect_uri: redirectUri, scope: 'openid email profile', state }).href;
  }

  async redeemCode(code: string, redirectUri: string): Promise<RedeemedIdentity | null> {
    const configuration = await this.getConfiguration();
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, { expectedState: oidc.skipStateCheck });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email : typeof claims?.preferred_username === 'string' ? claims.preferred_username : undefined;
      return email ? { email } : null;
    } catch {
      return null;
    }
  }
}
