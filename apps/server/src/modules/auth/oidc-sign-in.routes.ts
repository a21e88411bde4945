import { texts } from '@campus/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { OidcIdentityProvider, OidcRefusalReason, OidcSignInBinding } from '../../integrations/identity/oidc-identity-provider';
import { clearSignInCookie, readCookie, sendSignInHtml, setSignInCookie } from '../../http/sign-in-cookies';
import { renderSignInErrorPage } from './sign-in-page';

/** Where the OpenID Connect provider returns the browser (register `${PUBLIC_URL}/auth/callback` there). */
export const OIDC_CALLBACK_PATH = '/auth/callback';

/**
 * Binds a provider sign-in to the browser that started it: state, PKCE verifier and nonce, set when the
 * browser leaves for the provider and read once by the callback. HttpOnly (no script reads the verifier),
 * SameSite=Lax (the provider's top-level redirect back carries it), scoped to the callback's path.
 */
const OIDC_SIGN_IN_COOKIE = 'campus_oidc_signin';
const COOKIE_MAX_AGE_SECONDS = 10 * 60;

const bindingSchema = z.object({
  state: z.string().min(1).max(500),
  codeVerifier: z.string().min(43).max(128),
  nonce: z.string().min(16).max(128),
});

/** What the person reads for each refusal, and the answer's status. */
const refusals: Record<OidcRefusalReason | 'no_binding' | 'no_contact', { status: number; message: string }> = {
  provider_error: { status: 400, message: texts.identity.providerDenied },
  exchange_failed: { status: 400, message: texts.identity.providerFailed },
  provider_unreachable: { status: 502, message: texts.identity.providerUnreachable },
  no_verified_email: { status: 403, message: texts.identity.unverifiedEmail },
  no_binding: { status: 400, message: texts.identity.invalidSignInRequest },
  no_contact: { status: 403, message: texts.auth.noAccess },
};

/**
 * The OIDC half of the academy sign-in: `startOidcSignIn` sends `GET /auth/authorize` to the provider, and
 * `GET /auth/callback` takes the provider's return. Every refusal shows a Spanish page and is logged with
 * its reason (never a code or a token).
 */
export function createOidcSignIn(ctx: AppContext, provider: OidcIdentityProvider) {
  const callbackUri = new URL(OIDC_CALLBACK_PATH, ctx.config.PUBLIC_URL).href;
  const cookieOptions = { path: OIDC_CALLBACK_PATH, isSecure: new URL(ctx.config.PUBLIC_URL).protocol === 'https:' };

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: keyof typeof refusals, details: { providerError?: string; detail?: string } = {}) => {
    request.log.warn({ oidcRefusal: reason, ...details }, 'OIDC sign-in refused');
    const { status, message } = refusals[reason];
    return sendSignInHtml(reply, status, renderSignInErrorPage(message));
  };

  const readBinding = (request: FastifyRequest): OidcSignInBinding | null => {
    const value = readCookie(request, OIDC_SIGN_IN_COOKIE);
    if (!value) return null;
    try {
      const parsed = bindingSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  /** `GET /auth/authorize` with a provider configured: remembers the binding and sends the browser there. */
  async function startOidcSignIn(request: FastifyRequest, reply: FastifyReply, state: string) {
    let started: Awaited<ReturnType<OidcIdentityProvider['startSignIn']>>;
    try {
      started = await provider.startSignIn(callbackUri, state);
    } catch (error) {
      return refuse(request, reply, 'provider_unreachable', { detail: error instanceof Error ? error.message.slice(0, 300) : 'discovery failed' });
    }
    const value = Buffer.from(JSON.stringify(started.binding)).toString('base64url');
    setSignInCookie(reply, OIDC_SIGN_IN_COOKIE, value, { ...cookieOptions, maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
    return reply.header('cache-control', 'no-store').redirect(started.url, 302);
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.get(
      OIDC_CALLBACK_PATH,
      { schema: { hide: true }, config: { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const binding = readBinding(request);
        // One binding, one return: a reload or a replayed address finds nothing.
        clearSignInCookie(reply, OIDC_SIGN_IN_COOKIE, cookieOptions);
        // The return exactly as the browser reached it: code, state, iss (RFC 9207), session_state or error.
        const callbackUrl = new URL(request.url, ctx.config.PUBLIC_URL);
        const providerError = callbackUrl.searchParams.get('error')?.slice(0, 100);
        if (!binding) return refuse(request, reply, providerError ? 'provider_error' : 'no_binding', providerError ? { providerError } : {});
        const result = await provider.completeSignIn(callbackUrl, binding);
        if (!result.ok) return refuse(request, reply, result.reason, { providerError: result.providerError, detail: result.detail });
        const signIn = await ctx.identityService.completeProviderSignIn({
          email: result.email,
          idToken: result.idToken,
          redirectUri: ctx.loginRedirectUri,
          state: binding.state,
        });
        if (!signIn) return refuse(request, reply, 'no_contact');
        return reply.header('cache-control', 'no-store').redirect(signIn.location, 303);
      },
    );
  };

  return { startOidcSignIn, routes };
}
