/** Who a redeemed sign-in code belongs to; with an OIDC provider, also its ID token (for the logout there). */
export interface RedeemedIdentity {
  contactCode: string;
  idToken?: string;
}

/**
 * The academy identity provider behind `/auth/authorize` and the code exchange of
 * `GET /api/auth/login-app-alumno`. Built-in by default; any OpenID Connect issuer by configuration
 * (oidc-identity-provider.ts, which adds the redirect, the callback and the provider's logout).
 */
export interface IdentityProvider {
  readonly kind: 'builtin' | 'oidc';
  /** Exchanges a one-time Campus code that came back to `/login`; null when it is unknown, used, expired or for another address. */
  redeemCode(code: string, redirectUri: string): Promise<RedeemedIdentity | null>;
  /** OIDC only: the provider's end-session address for a sign-in (RP-initiated logout), or null. */
  buildLogoutUrl?(idToken: string, postLogoutRedirectUri: string): Promise<string | null>;
}
