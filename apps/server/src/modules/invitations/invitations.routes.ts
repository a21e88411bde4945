import { texts } from '@campus/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { INVITATION_SIGN_IN_COOKIE, clearSignInCookie, isFromPublicOrigin, readCookie, sendSignInHtml, setSignInCookie } from '../../http/sign-in-cookies';
import { SIGN_IN_CODE_TTL_MS } from '../../integrations/identity/builtin-identity-provider';
import { hashToken } from '../../lib/tokens';
import { renderSignInErrorPage } from '../auth/sign-in-page';
import { renderInvitationClosedPage, renderInvitationPage } from './invitation-page';
import { INVITATION_PATH, INVITATION_TTL_DAYS } from './invitations.service';

/** Binds the acceptance form to the browser that opened the link: the POST must carry the token this cookie hashes. */
const INVITATION_FORM_COOKIE = 'campus_invitation_form';

const pageQuerySchema = z.object({ token: z.string().min(1).max(256) });

/** Where the browser goes once the password is saved: the web's /login, which starts the sign-in by itself. */
const ACCEPTED_LOGIN_PARAM = 'invitacion';

/**
 * The invitation link's page (issue 31 item 2): `GET /auth/invitacion?token=…` greets the person and asks for a
 * password; `POST /auth/invitacion` sets it. On success the browser gets a short-lived HttpOnly ticket for the
 * academy sign-in (path `/auth/authorize`) and goes to the web's `/login?invitacion=aceptada`, which starts the
 * usual sign-in with its own `state`; the academy sign-in finds the ticket and answers the code at once, so the
 * person lands signed in without typing the new password again, and the web's state check stays whole.
 */
export function createInvitationsRoutes(ctx: AppContext): FastifyPluginAsync {
  const isSecure = new URL(ctx.config.PUBLIC_URL).protocol === 'https:';
  const formCookie = { path: INVITATION_PATH, maxAgeSeconds: INVITATION_TTL_DAYS * 24 * 3600, isSecure };
  const ticketCookie = { path: '/auth/authorize', maxAgeSeconds: SIGN_IN_CODE_TTL_MS / 1000, isSecure };
  const closedPage = () => renderInvitationClosedPage(INVITATION_TTL_DAYS);
  const acceptedLocation = () => {
    const location = new URL(ctx.loginRedirectUri);
    location.searchParams.set(ACCEPTED_LOGIN_PARAM, 'aceptada');
    return location.href;
  };

  return async (app) => {
    app.get(INVITATION_PATH, { schema: { hide: true } }, async (request, reply) => {
      const parsed = pageQuerySchema.safeParse(request.query);
      const invitation = parsed.success ? await ctx.invitationAcceptance.readInvitation(parsed.data.token) : null;
      if (!parsed.success || !invitation) return sendSignInHtml(reply, 410, closedPage());
      setSignInCookie(reply, INVITATION_FORM_COOKIE, hashToken(parsed.data.token), formCookie);
      return sendSignInHtml(reply, 200, renderInvitationPage({ token: parsed.data.token, ...invitation }));
    });

    app.post(
      INVITATION_PATH,
      { schema: { hide: true }, config: { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const token = typeof body.token === 'string' ? body.token.slice(0, 256) : '';
        // Against login CSRF (another site submitting its own invitation in this browser): a form of this app,
        // in the browser that opened the link.
        if (!isFromPublicOrigin(request, ctx.config.PUBLIC_URL)) return sendSignInHtml(reply, 403, renderSignInErrorPage(texts.identity.foreignOrigin));
        const bound = readCookie(request, INVITATION_FORM_COOKIE);
        if (!token || !bound || bound !== hashToken(token)) return sendSignInHtml(reply, 403, renderSignInErrorPage(texts.identity.invalidSignInRequest));
        const result = await ctx.invitationAcceptance.acceptInvitation(token, body);
        if (!result.ok && result.kind === 'closed') return sendSignInHtml(reply, 410, closedPage());
        if (!result.ok) return sendSignInHtml(reply, 400, renderInvitationPage({ token, ...result.invitation, errors: result.messages }));
        clearSignInCookie(reply, INVITATION_FORM_COOKIE, formCookie);
        setSignInCookie(reply, INVITATION_SIGN_IN_COOKIE, result.signInTicket, ticketCookie);
        return reply.header('cache-control', 'no-store').redirect(acceptedLocation(), 303);
      },
    );
  };
}
