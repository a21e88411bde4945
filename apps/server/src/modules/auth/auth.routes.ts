import {
  changePasswordBodySchema,
  errorAnswerSchema,
  loginAnswerSchema,
  loginAppAlumnoQuerySchema,
  loginTokenProfesorQuerySchema,
  logoutAnswerSchema,
  passwordAnswerSchema,
  passwordSettingsAnswerSchema,
  resetCredentialsAnswerSchema,
  resetCredentialsBodySchema,
  sessionAnswerSchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 429: errorAnswerSchema };

/** Session calls of spec 000 §7 and 002 §7. */
export function createAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { authService, credentialsService } = ctx;
  return async (app) => {
    const loginRateLimit = { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
    // Password calls check a password or send mail: as scarce as sign-in attempts.
    const passwordErrors = { ...errors, 409: errorAnswerSchema, 503: errorAnswerSchema };

    app.get(
      '/api/auth/login-app-alumno',
      {
        config: { ...loginRateLimit, auth: 'public' },
        schema: { tags: ['auth'], summary: 'Exchange a one-time sign-in code for a session', querystring: loginAppAlumnoQuerySchema, response: { 200: loginAnswerSchema, ...errors } },
      },
      async (request) => authService.loginWithCode(request.query.code, request.headers['user-agent']),
    );

    app.get(
      '/api/auth/login-token-profesor',
      {
        config: { ...loginRateLimit, auth: 'public' },
        schema: { tags: ['auth'], summary: 'Sign a teacher in with their personal token', querystring: loginTokenProfesorQuerySchema, response: { 200: loginAnswerSchema, ...errors } },
      },
      async (request) => authService.loginWithTeacherToken(request.query.t, request.headers['user-agent']),
    );

    app.get(
      '/api/auth/session',
      { schema: { tags: ['auth'], summary: 'Session check (every 240 s); answers the current user', security: [{ bearer: [] }], response: { 200: sessionAnswerSchema, 401: errorAnswerSchema } } },
      async (request, reply) => sendSharedAnswer(request, reply, await authService.getSession(request.actor, (error) => request.log.error({ err: error }, 'active time write failed'))),
    );

    app.get(
      '/api/auth/logout',
      { schema: { tags: ['auth'], summary: 'End this session (its token stops working)', security: [{ bearer: [] }], response: { 200: logoutAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => authService.logout(request.actor),
    );

    app.post(
      '/api/auth/logout-all-sessions',
      { schema: { tags: ['auth'], summary: 'End every session of the user', security: [{ bearer: [] }], response: { 200: logoutAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => authService.logoutAllSessions(request.actor),
    );

    app.get(
      '/api/auth/password-settings',
      {
        schema: {
          tags: ['auth'],
          summary: 'Who manages the password: the built-in academy sign-in, or an OIDC provider (with its account page)',
          security: [{ bearer: [] }],
          response: { 200: passwordSettingsAnswerSchema, 401: errorAnswerSchema },
        },
      },
      async (request) => credentialsService.getPasswordSettings(request.actor),
    );

    app.post(
      '/api/auth/change-password',
      {
        config: loginRateLimit,
        schema: {
          tags: ['auth'],
          summary: 'Change the built-in provider’s password (current and new); ends every other session. 409 with an OIDC provider',
          security: [{ bearer: [] }],
          body: changePasswordBodySchema,
          response: { 200: passwordAnswerSchema, ...passwordErrors },
        },
      },
      async (request) => credentialsService.changePassword(request.actor, request.body),
    );

    app.post(
      '/api/auth/reset-credentials',
      {
        config: loginRateLimit,
        schema: {
          tags: ['auth'],
          summary: 'Reset one’s own password to a temporary one mailed to the saved personal address (changed at the next sign-in); ends every other session',
          security: [{ bearer: [] }],
          body: resetCredentialsBodySchema,
          response: { 200: resetCredentialsAnswerSchema, ...passwordErrors },
        },
      },
      async (request) => credentialsService.resetCredentials(request.actor, request.body),
    );
  };
}
