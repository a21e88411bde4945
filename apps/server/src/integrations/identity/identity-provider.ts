/** Who a redeemed sign-in code belongs to: a contact code (built-in) or an e-mail (OIDC, matched to a contact). */
export type RedeemedIdentity = { contactCode: string } | { email: string };

/**
 * The academy identity provider behind `/auth/authorize` and the code exchange of
 * `GET /api/auth/login-app-alumno`. Built-in by default; any OpenID Connect issuer by configuration.
 */
export interface IdentityProvider {
  readonly kind: 'builtin' | 'oidc';
  /** Exchanges a code that came back to `/login`; null when it is unknown, used, expired or for another address. */
  redeemCode(code: string, redirectUri: string): Promise<RedeemedIdentity | null>;
  /** OIDC only: the issuer's authorization address the browser is sent to. */
  buildAuthorizationUrl?(redirectUri: string, state: string): Promise<string>;
}
