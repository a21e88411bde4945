import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

/** The onboarding tour (spec 000 §4 and §7). */
export function createOnboardingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('completeOnboarding', {
        tags: ['onboarding'],
        summary: 'Finishes (completed true) or skips (false) a tour of the user; answers every tour’s state',
        errors: [400, 401, 403, 404],
      }),
      handler: async (request) => ctx.onboardingService.completeOnboarding(request.actor, request.params.contactCode, request.body),
    });
  };
}
