import { contactCompletionAnswerSchema, contactCompletionBodySchema, contactCompletionParamsSchema, errorAnswerSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Progress calls (spec 001 §7, 002 §7). */
export function createProgressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/events/contact/complete/:contactId',
      {
        schema: {
          tags: ['progress'],
          summary: "Share of a group's content the student has completed",
          security: [{ bearer: [] }],
          params: contactCompletionParamsSchema,
          body: contactCompletionBodySchema,
          response: { 200: contactCompletionAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
        },
      },
      async (request) => ctx.progressService.getGroupCompletion(request.actor, request.params.contactId, request.body.formation),
    );
  };
}
