import type { FreemiumProvider } from '@campus/contract';
import { CodeChallengeMethod, decodeIdToken, Facebook, OAuth2Client, type OAuth2Tokens } from 'arctic';
import type { FreemiumIdentity, FreemiumOAuthProvider } from './freemium-oauth-provider';

/** The addresses of an OAuth 2.0 provider and the scopes that yield e-mail and name. */
export interface OAuthEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
  scopes: string[];
}

/** Google's and Microsoft's public endpoints (PKCE). Microsoft's depend on the Entra tenant ('common' by default). */
export function defaultOAuthEndpoints(provider: Exclude<FreemiumProvider, 'facebook'>, microsoftTenant = 'common'): OAuthEndpoints {
  if (provider === 'google') {
    return {
      authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
      scopes: ['openid', 'email', 'profile'],
    };
  }
  return {
    authorization: `https://login.microsoftonline.com/${microsoftTenant}/oauth2/v2.0/authorize`,
    token: `https://login.microsoftonline.com/${microsoftTenant}/oauth2/v2.0/token`,
    userinfo: 'https://graph.microsoft.com/oidc/userinfo',
    scopes: ['openid', 'email', 'profile'],
  };
}

/** Facebook's profile call (arctic's Facebook client holds its dialog and token addresses). */
export const FACEBOOK_USERINFO_URL = 'https://graph.facebook.com/me?fields=id,name,email';

/** The two steps of an authorization-code flow, as the library (arctic) implements them. */
export interface AuthorizationCodeClient {
  createAuthorizationURL(state: string, codeVerifier: string): URL;
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
}

/** Google and Microsoft: authorization code with PKCE (S256) and the client secret. */
export function createPkceClient(
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
  endpoints: OAuthEndpoints,
): AuthorizationCodeClient {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  return {
    createAuthorizationURL: (state, codeVerifier) =>
      client.createAuthorizationURLWithPKCE(endpoints.authorization, state, CodeChallengeMethod.S256, codeVerifier, endpoints.scopes),
    validateAuthorizationCode: (code, codeVerifier) => client.validateAuthorizationCode(endpoints.token, code, codeVerifier),
  };
}

/** Facebook, as arctic supports it: authorization code with the client secret (no PKCE). */
export function createFacebookClient(credentials: { clientId: string; clientSecret: string }, redirectUri: string): AuthorizationCodeClient {
  const client = new Facebook(credentials.clientId, credentials.clientSecret, redirectUri);
  return {
    createAuthorizationURL: (state) => client.createAuthorizationURL(state, ['email', 'public_profile']),
    validateAuthorizationCode: (code) => client.validateAuthorizationCode(code),
  };
}

/** The claims of an id_token received straight from the token endpoint over TLS (no signature check needed there). */
function readIdTokenClaims(tokens: OAuth2Tokens): Record<string, unknown> {
  try {
    return decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * A real provider through arctic: the code is exchanged (with the PKCE verifier where the provider
 * takes one) and the e-mail and name come from the userinfo endpoint (Microsoft work accounts may carry
 * the address only as preferred_username in the id_token).
 */
export class OAuthFreemiumProvider implements FreemiumOAuthProvider {
  readonly mode = 'oauth' as const;

  constructor(
    readonly provider: FreemiumProvider,
    private readonly client: AuthorizationCodeClient,
    private readonly redirectUri: string,
    private readonly userinfoUrl: string,
  ) {}

  buildAuthorizationUrl(redirectUri: string, state: string, codeVerifier: string): string {
    if (redirectUri !== this.redirectUri) throw new Error('La dirección de retorno no es la de esta aplicación');
    const url = this.client.createAuthorizationURL(state, codeVerifier);
    if (this.provider === 'google') url.searchParams.set('prompt', 'select_account');
    return url.href;
  }

  async exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<FreemiumIdentity | null> {
    if (redirectUri !== this.redirectUri) return null;
    let tokens: OAuth2Tokens;
    try {
      tokens = await this.client.validateAuthorizationCode(code, codeVerifier);
    } catch {
      // An unknown or reused code (or a wrong verifier) is the provider's 400: the sign-in failed, nothing crashed.
      return null;
    }
    const accessToken = text((tokens.data as { access_token?: unknown }).access_token);
    if (!accessToken) return null;
    const infoResponse = await fetch(this.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const info = infoResponse.ok ? ((await infoResponse.json()) as Record<string, unknown>) : {};
    const claims = readIdTokenClaims(tokens);
    const email = text(info.email) ?? text(claims.email) ?? text(claims.preferred_username);
    if (!email || !email.includes('@')) return null;
    const name = text(info.name) ?? text(claims.name) ?? email.split('@')[0]!;
    return { email: email.toLowerCase(), name };
  }
}
