import {
  errorAnswerSchema,
  freemiumAuthorizeUrlAnswerSchema,
  freemiumAuthorizeUrlParamsSchema,
  freemiumAuthorizeUrlQuerySchema,
  freemiumLoginAnswerSchema,
  freemiumProvidersAnswerSchema,
  leadFreemiumBodySchema,
  oauthFreemiumBodySchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { forgetFreemiumSignIn, readFreemiumSignIn } from './freemium-sign-in-cookie';

const errors = { 400: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema };

/** Freemium sign-in calls (spec 000 §2, §4, §7). */
export function createFreemiumRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.freemiumService;
  return async (app) => {
    const signInRateLimit = { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

    app.get(
      '/api/auth/freemium/:provider/authorize-url',
      {
        config: { ...signInRateLimit, auth: 'public' },
        schema: {
          tags: ['freemium'],
          summary: 'Where to send the browser to sign in with a provider (real or built-in simulation), and the state to keep',
          params: freemiumAuthorizeUrlParamsSchema,
          querystring: freemiumAuthorizeUrlQuerySchema,
          response: { 200: freemiumAuthorizeUrlAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema },
        },
      },
      async (request) => service.getAuthorizeUrl(request.params.provider, request.query.course, ctx.config.PUBLIC_URL),
    );

    app.get(
      '/api/auth/freemium/providers',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['freemium'],
          summary: 'How each provider signs a visitor in now: real OAuth, the development simulation, a mailed code, or off',
          response: { 200: freemiumProvidersAnswerSchema },
        },
      },
      async () => service.listProviders(),
    );

    app.post(
      '/api/auth/login-oauth-alumno-freemium',
      {
        config: { ...signInRateLimit, auth: 'public' },
        schema: {
          tags: ['freemium'],
          summary: 'Exchanges the provider code (PKCE verifier from this browser’s sign-in cookie) for a freemium session in the course’s trial group (404: no free content)',
          body: oauthFreemiumBodySchema,
          response: { 200: freemiumLoginAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const binding = readFreemiumSignIn(request);
        // Spent or not, the binding is good for one exchange only.
        if (binding) forgetFreemiumSignIn(reply, ctx.config.PUBLIC_URL);
        return service.loginWithProvider(request.body, binding, request.headers['user-agent']);
      },
    );

    app.post(
      '/api/auth/login-app-alumno-freemium',
      {
        config: { ...signInRateLimit, auth: 'public' },
        schema: {
          tags: ['freemium'],
          summary: 'Freemium session for a visitor arriving from the trial link mailed to a lead (404: unknown or expired link, or group without free content; 403: the address already has another account)',
          body: leadFreemiumBodySchema,
          response: { 200: freemiumLoginAnswerSchema, ...errors },
        },
      },
      async (request) => service.loginWithLead(request.body, request.headers['user-agent']),
    );
  };
}
