import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { forgetFreemiumSignIn, readFreemiumSignIn } from './freemium-sign-in-cookie';

const tags = ['freemium'];
const errors = [400, 403, 404, 429] as const;

/** Freemium sign-in calls (spec 000 §2, §4, §7). */
export function createFreemiumRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.freemiumService;
  return async (app) => {
    const signInRateLimit = { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

    app.route({
      ...endpointRoute('getFreemiumAuthorizeUrl', {
        tags,
        summary: 'Where to send the browser to sign in with a provider (real or built-in simulation), and the state to keep',
        config: { ...signInRateLimit, auth: 'public' },
        errors: [400, 404, 429],
      }),
      handler: async (request) => service.getAuthorizeUrl(request.params.provider, request.query.course, ctx.config.PUBLIC_URL),
    });

    app.route({
      ...endpointRoute('listFreemiumProviders', {
        tags,
        summary: 'How each provider signs a visitor in now: real OAuth, the development simulation, a mailed code, or off',
        config: { auth: 'public' },
        errors: [],
      }),
      handler: async () => service.listProviders(),
    });

    app.route({
      ...endpointRoute('loginFreemiumWithProvider', {
        tags,
        summary:
          'Exchanges the provider code (PKCE verifier from this browser’s sign-in cookie) for a freemium session in the course’s trial group (404: no free content)',
        config: { ...signInRateLimit, auth: 'public' },
        errors,
      }),
      handler: async (request, reply) => {
        const binding = readFreemiumSignIn(request);
        // Spent or not, the binding is good for one exchange only.
        if (binding) forgetFreemiumSignIn(reply, ctx.config.PUBLIC_URL);
        return service.loginWithProvider(request.body, binding, request.headers['user-agent']);
      },
    });

    app.route({
      ...endpointRoute('loginFreemiumWithLead', {
        tags,
        summary:
          'Freemium session for a visitor arriving from the trial link mailed to a lead (404: unknown or expired link, or group without free content; 403: the address already has another account)',
        config: { ...signInRateLimit, auth: 'public' },
        errors,
      }),
      handler: async (request) => service.loginWithLead(request.body, request.headers['user-agent']),
    });
  };
}
