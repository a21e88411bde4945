import type { FreemiumProvider } from '@campus/contract';
import type { FreemiumIdentity, FreemiumOAuthProvider } from './freemium-oauth-provider';

/** The three addresses of an OAuth 2.0 provider and the scope that yields e-mail and name. */
export interface OAuthEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
  scope: string;
  /** Facebook takes the code exchange as a GET with query parameters; the others a form POST. */
  tokenMethod: 'POST' | 'GET';
}

/** The providers' public endpoints. Microsoft's depend on the Entra tenant ('common' by default). */
export function defaultOAuthEndpoints(provider: FreemiumProvider, microsoftTenant = 'common'): OAuthEndpoints {
  switch (provider) {
    case 'google':
      return {
        authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
        scope: 'openid email profile',
        tokenMethod: 'POST',
      };
    case 'microsoft':
      return {
        authorization: `https://login.microsoftonline.com/${microsoftTenant}/oauth2/v2.0/authorize`,
        token: `https://login.microsoftonline.com/${microsoftTenant}/oauth2/v2.0/token`,
        userinfo: 'https://graph.microsoft.com/oidc/userinfo',
        scope: 'openid email profile',
        tokenMethod: 'POST',
      };
    case 'facebook':
      return {
        authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
        token: 'https://graph.facebook.com/v19.0/oauth/access_token',
        userinfo: 'https://graph.facebook.com/me?fields=id,name,email',
        scope: 'email,public_profile',
        tokenMethod: 'GET',
      };
  }
}

/** Reads the claims of an id_token received straight from the token endpoint over TLS (no signature check needed there). */
function readIdTokenClaims(idToken: unknown): Record<string, unknown> {
  if (typeof idToken !== 'string') return {};
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * A real OAuth 2.0 provider: authorization code flow, code exchange with the client secret, and the
 * e-mail and name from its userinfo endpoint (Microsoft work accounts may carry the address only as
 * preferred_username in the id_token).
 */
export class OAuthFreemiumProvider implements FreemiumOAuthProvider {
  readonly isSimulated = false;

  constructor(
    readonly provider: FreemiumProvider,
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly endpoints: OAuthEndpoints,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  buildAuthorizationUrl(redirectUri: string, state: string): string {
    const url = new URL(this.endpoints.authorization);
    url.searchParams.set('client_id', this.credentials.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', this.endpoints.scope);
    url.searchParams.set('state', state);
    if (this.provider === 'google') url.searchParams.set('prompt', 'select_account');
    return url.href;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<FreemiumIdentity | null> {
    const params = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: this.credentials.clientId, client_secret: this.credentials.clientSecret });
    const tokenUrl = new URL(this.endpoints.token);
    if (this.endpoints.tokenMethod === 'GET') params.forEach((value, key) => tokenUrl.searchParams.set(key, value));
    const tokenResponse = await this.fetchImpl(tokenUrl, {
      method: this.endpoints.tokenMethod,
      headers: { accept: 'application/json', ...(this.endpoints.tokenMethod === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(this.endpoints.tokenMethod === 'POST' ? { body: params.toString() } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    // An unknown or reused code is the provider's 400: the sign-in failed, nothing crashed.
    if (!tokenResponse.ok) return null;
    const tokens = (await tokenResponse.json()) as { access_token?: unknown; id_token?: unknown };
    const accessToken = text(tokens.access_token);
    if (!accessToken) return null;
    const infoResponse = await this.fetchImpl(this.endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    const info = infoResponse.ok ? ((await infoResponse.json()) as Record<string, unknown>) : {};
    const claims = readIdTokenClaims(tokens.id_token);
    const email = text(info.email) ?? text(claims.email) ?? text(claims.preferred_username);
    if (!email || !email.includes('@')) return null;
    const name = text(info.name) ?? text(claims.name) ?? email.split('@')[0]!;
    return { email: email.toLowerCase(), name };
  }
}
