import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const tags = ['auth'];
const errors = [400, 401, 403, 429] as const;
// Password calls check a password or send mail: as scarce as sign-in attempts.
const passwordErrors = [...errors, 409, 503] as const;

/** Session calls of spec 000 §7 and 002 §7. */
export function createAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { authService, credentialsService } = ctx;
  return async (app) => {
    const loginRateLimit = { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

    app.route({
      ...endpointRoute('loginWithCode', {
        tags,
        summary: 'Exchange a one-time sign-in code for a session',
        config: { ...loginRateLimit, auth: 'public' },
        errors,
      }),
      handler: async (request) => authService.loginWithCode(request.query.code, request.headers['user-agent']),
    });

    app.route({
      ...endpointRoute('loginWithTeacherToken', {
        tags,
        summary: 'Sign a teacher in with their personal token',
        config: { ...loginRateLimit, auth: 'public' },
        errors,
      }),
      handler: async (request) => authService.loginWithTeacherToken(request.query.t, request.headers['user-agent']),
    });

    app.route({
      ...endpointRoute('getSession', { tags, summary: 'Session check (every 240 s); answers the current user', errors: [401] }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await authService.getSession(request.actor, (error) => request.log.error({ err: error }, 'active time write failed'))),
    });

    app.route({
      ...endpointRoute('logout', { tags, summary: 'End this session (its token stops working)', errors: [401] }),
      handler: async (request) => authService.logout(request.actor),
    });

    app.route({
      ...endpointRoute('logoutAllSessions', { tags, summary: 'End every session of the user', errors: [401] }),
      handler: async (request) => authService.logoutAllSessions(request.actor),
    });

    app.route({
      ...endpointRoute('getPasswordSettings', {
        tags,
        summary: 'Who manages the password: the built-in academy sign-in, or an OIDC provider (with its account page)',
        errors: [401],
      }),
      handler: async (request) => credentialsService.getPasswordSettings(request.actor),
    });

    app.route({
      ...endpointRoute('changePassword', {
        tags,
        summary: 'Change the built-in provider’s password (current and new); ends every other session. 409 with an OIDC provider',
        config: loginRateLimit,
        errors: passwordErrors,
      }),
      handler: async (request) => credentialsService.changePassword(request.actor, request.body),
    });

    app.route({
      ...endpointRoute('resetCredentials', {
        tags,
        summary: 'Reset one’s own password to a temporary one mailed to the saved personal address (changed at the next sign-in); ends every other session',
        config: loginRateLimit,
        errors: passwordErrors,
      }),
      handler: async (request) => credentialsService.resetCredentials(request.actor, request.body),
    });
  };
}
