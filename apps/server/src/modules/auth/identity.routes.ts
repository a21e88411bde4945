import { identitySignInFormSchema, texts } from '@campus/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { hashToken } from '../../lib/tokens';
import { OidcIdentityProvider } from '../../integrations/identity/oidc-identity-provider';
import { createOidcSignIn } from './oidc-sign-in.routes';
import { renderPasswordChangePage } from './password-change-page';
import { renderSignInErrorPage, renderSignInPage } from './sign-in-page';
import { INVITATION_SIGN_IN_COOKIE, clearSignInCookie, isFromPublicOrigin, readCookie, sendSignInHtml, setSignInCookie } from '../../http/sign-in-cookies';

const authorizeQuerySchema = z.object({
  redirect_uri: z.string().min(1).max(2000),
  // The web's anti-forgery value: required, a sign-in without one could have been started by another site.
  state: z.string().min(1).max(500),
});

/** A form of the academy page that passed the common checks, or why it did not. */
type CheckedForm = { ok: true; body: Record<string, unknown>; redirectUri: string; state: string } | { ok: false; status: 400 | 403; message: string };

/** Binds a sign-in to the browser that opened the page: the POST must carry the state this cookie hashes. */
const SIGN_IN_STATE_COOKIE = 'campus_signin_state';
const SIGN_IN_STATE_TTL_SECONDS = 10 * 60;

/**
 * The academy sign-in (built-in identity provider): `GET /auth/authorize` shows the page (or sends the
 * browser to the OIDC issuer when one is configured, which returns to `/auth/callback`: oidc-sign-in.routes.ts); `POST /auth/authorize` checks the form and answers
 * 303 to `redirect_uri?code&state`. Only this app's own `/login` is an accepted return address.
 */
export function createIdentityRoutes(ctx: AppContext): FastifyPluginAsync {
  const isAllowedRedirect = (uri: string) => uri === ctx.loginRedirectUri;
  const cookieOptions = { path: '/auth/authorize', maxAgeSeconds: SIGN_IN_STATE_TTL_SECONDS, isSecure: new URL(ctx.config.PUBLIC_URL).protocol === 'https:' };
  /** The demo accounts table of the page: only accounts the database holds as seeded. */
  const loadPageDemo = async () => {
    const present = await ctx.demoAccounts.listPresent();
    return present ? { demoAccounts: present.accounts, demoPassword: present.password } : {};
  };
  /**
   * The checks every form of the academy page passes first: this app's own return address with the built-in
   * provider, and against login CSRF, a form of this app (Origin) in the browser that opened it (state cookie).
   */
  const readCheckedForm = (request: FastifyRequest): CheckedForm => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const redirectUri = typeof body.redirect_uri === 'string' ? body.redirect_uri : '';
    const state = typeof body.state === 'string' ? body.state.slice(0, 500) : '';
    if (!isAllowedRedirect(redirectUri) || ctx.identityProvider.kind !== 'builtin') return { ok: false, status: 400, message: texts.identity.invalidRedirect };
    if (!isFromPublicOrigin(request, ctx.config.PUBLIC_URL)) return { ok: false, status: 403, message: texts.identity.foreignOrigin };
    const boundState = readCookie(request, SIGN_IN_STATE_COOKIE);
    if (!state || !boundState || boundState !== hashToken(state)) return { ok: false, status: 403, message: texts.identity.invalidSignInRequest };
    return { ok: true, body, redirectUri, state };
  };
  const oidcSignIn = ctx.identityProvider instanceof OidcIdentityProvider ? createOidcSignIn(ctx, ctx.identityProvider) : null;
  return async (app) => {
    if (oidcSignIn) await app.register(oidcSignIn.routes);
    app.get('/auth/authorize', { schema: { hide: true } }, async (request, reply) => {
      const parsed = authorizeQuerySchema.safeParse(request.query);
      if (!parsed.success || !isAllowedRedirect(parsed.data.redirect_uri))
        return sendSignInHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidRedirect));
      const { redirect_uri, state } = parsed.data;
      setSignInCookie(reply, SIGN_IN_STATE_COOKIE, hashToken(state), cookieOptions);
      if (oidcSignIn) return oidcSignIn.startOidcSignIn(request, reply, state);
      // Just accepted an invitation in this browser (issue 31): its ticket stands for the new password, once.
      const invitationTicket = readCookie(request, INVITATION_SIGN_IN_COOKIE);
      if (invitationTicket) {
        clearSignInCookie(reply, INVITATION_SIGN_IN_COOKIE, { path: cookieOptions.path, isSecure: cookieOptions.isSecure });
        const location = await ctx.invitationAcceptance.redeemSignInTicket(invitationTicket, redirect_uri, state);
        if (location) return reply.redirect(location, 303);
      }
      return sendSignInHtml(reply, 200, renderSignInPage({ redirectUri: redirect_uri, state, ...(await loadPageDemo()) }));
    });

    app.post(
      '/auth/authorize',
      { schema: { hide: true }, config: { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const form = readCheckedForm(request);
        if (!form.ok) return sendSignInHtml(reply, form.status, renderSignInErrorPage(form.message));
        const { body, redirectUri, state } = form;
        const parsed = identitySignInFormSchema.safeParse(body);
        const email = typeof body.email === 'string' ? body.email.trim().slice(0, 255) : '';
        if (!parsed.success) {
          return sendSignInHtml(reply, 400, renderSignInPage({ redirectUri, state, email, error: texts.identity.wrongCredentials, ...(await loadPageDemo()) }));
        }
        const result = await ctx.identityService.signIn({ email: parsed.data.email, password: parsed.data.password, redirectUri, state, ip: request.ip });
        if (!result.ok)
          return sendSignInHtml(reply, result.status, renderSignInPage({ redirectUri, state, email, error: result.message, ...(await loadPageDemo()) }));
        if ('passwordChangeTicket' in result)
          return sendSignInHtml(reply, 200, renderPasswordChangePage({ redirectUri, state, ticket: result.passwordChangeTicket }));
        return reply.redirect(result.location, 303);
      },
    );

    // The forced change after a temporary password: the same checks as the sign-in form (the state cookie's path
    // covers this address), then the ticket and the new password.
    app.post(
      '/auth/authorize/password',
      { schema: { hide: true }, config: { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const form = readCheckedForm(request);
        if (!form.ok) return sendSignInHtml(reply, form.status, renderSignInErrorPage(form.message));
        const { body, redirectUri, state } = form;
        const result = await ctx.identityService.completePasswordChange(body, redirectUri, state);
        if (result.ok) return reply.redirect(result.location, 303);
        if (result.kind === 'expired') return sendSignInHtml(reply, 400, renderSignInErrorPage(texts.privacy.forcedChangeExpired));
        const ticket = typeof body.ticket === 'string' ? body.ticket : '';
        return sendSignInHtml(reply, 400, renderPasswordChangePage({ redirectUri, state, ticket, errors: result.messages }));
      },
    );
  };
}
