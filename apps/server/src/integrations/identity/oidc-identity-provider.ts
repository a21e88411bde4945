import * as oidc from 'openid-client';
import type { BuiltinIdentityProvider } from './builtin-identity-provider';
import type { IdentityProvider, RedeemedIdentity } from './identity-provider';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * What binds a sign-in to the browser that started it, kept across the redirect (an HttpOnly cookie):
 * the state sent, the PKCE code verifier and the nonce the ID token must carry.
 */
export interface OidcSignInBinding {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Why a return from the provider opens no sign-in (logged; never with a token). */
export type OidcRefusalReason = 'provider_error' | 'exchange_failed' | 'no_verified_email' | 'provider_unreachable';

export type OidcCallbackResult =
  { ok: true; email: string; idToken: string } | { ok: false; reason: OidcRefusalReason; providerError?: string; detail?: string };

/** Longer ID tokens are not kept (the logout then goes without id_token_hint). */
const MAX_KEPT_ID_TOKEN_LENGTH = 8192;

/** An e-mail the provider vouches for: only `email` with `email_verified === true` (never `preferred_username`). */
function verifiedEmail(claims: Record<string, unknown> | undefined): string | undefined {
  if (!claims || claims.email_verified !== true || typeof claims.email !== 'string') return undefined;
  const email = claims.email.trim();
  return email.length > 0 && email.length <= 255 ? email : undefined;
}

/** A short, token-free description of a failure for the log. */
function describe(error: unknown): { providerError?: string; detail: string } {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return { providerError: error.error.slice(0, 100), detail: (error.error_description ?? error.message).slice(0, 300) };
  }
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  return { detail: `${code}${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
}

/**
 * Any OpenID Connect issuer (Entra ID, Keycloak…) with the authorization code flow, PKCE (S256) and a nonce.
 * `/auth/authorize` sends the browser to the issuer, which returns to `/auth/callback`: the whole return
 * (code, state, `iss` of RFC 9207, or an error) is checked by openid-client, the e-mail is read from the ID
 * token or UserInfo and accepted only when verified. The person then continues like a built-in sign-in:
 * a one-time Campus code to `/login?code&state`, which the web exchanges (`login-app-alumno`).
 */
export class OidcIdentityProvider implements IdentityProvider {
  readonly kind = 'oidc' as const;
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    /** Redeems the one-time Campus codes that carry a finished sign-in to the web. */
    private readonly codes: BuiltinIdentityProvider,
  ) {}

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

  /** The issuer's authorization address for this sign-in and what the callback must find again. */
  async startSignIn(callbackUri: string, state: string): Promise<{ url: string; binding: OidcSignInBinding }> {
    const configuration = await this.getConfiguration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, binding: { state, codeVerifier, nonce } };
  }

  /**
   * Checks the provider's return (`callbackUrl` as the browser reached it, every parameter kept), exchanges the
   * code and answers the verified e-mail, from the ID token or else from UserInfo (OpenID Connect Core 5.4).
   */
  async completeSignIn(callbackUrl: URL, binding: OidcSignInBinding): Promise<OidcCallbackResult> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.getConfiguration();
    } catch (error) {
      return { ok: false, reason: 'provider_unreachable', ...describe(error) };
    }
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        expectedState: binding.state,
        pkceCodeVerifier: binding.codeVerifier,
        expectedNonce: binding.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const described = describe(error);
      return { ok: false, reason: error instanceof oidc.AuthorizationResponseError ? 'provider_error' : 'exchange_failed', ...described };
    }
    const claims = tokens.claims();
    const idToken = tokens.id_token ?? '';
    let email = verifiedEmail(claims);
    if (!email && claims && configuration.serverMetadata().userinfo_endpoint) {
      try {
        email = verifiedEmail(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub));
      } catch (error) {
        return { ok: false, reason: 'exchange_failed', ...describe(error) };
      }
    }
    if (!email) return { ok: false, reason: 'no_verified_email' };
    return { ok: true, email, idToken: idToken.length <= MAX_KEPT_ID_TOKEN_LENGTH ? idToken : '' };
  }

  /** The one-time Campus code that carried the finished sign-in to `/login` (issued by the identity service). */
  redeemCode(code: string, redirectUri: string): Promise<RedeemedIdentity | null> {
    return this.codes.redeemCode(code, redirectUri);
  }

  /**
   * RP-initiated logout: the provider's end-session address (from discovery) with the sign-in's ID token as
   * id_token_hint and where to come back; null when the provider has none (or cannot be reached now).
   */
  async buildLogoutUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    try {
      const configuration = await this.getConfiguration();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(configuration, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: this.settings.clientId,
      }).href;
    } catch {
      return null;
    }
  }
}
