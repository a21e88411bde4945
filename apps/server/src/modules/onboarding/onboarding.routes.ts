import { completeOnboardingAnswerSchema, completeOnboardingBodySchema, completeOnboardingParamsSchema, errorAnswerSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** The onboarding tour (spec 000 §4 and §7). */
export function createOnboardingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/onboardings/complete/:contactCode',
      {
        schema: {
          tags: ['onboarding'],
          summary: 'Finishes (completed true) or skips (false) a tour of the user; answers every tour’s state',
          security: [{ bearer: [] }],
          params: completeOnboardingParamsSchema,
          body: completeOnboardingBodySchema,
          response: { 200: completeOnboardingAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => ctx.onboardingService.completeOnboarding(request.actor, request.params.contactCode, request.body),
    );
  };
}
