import { contactFormationsAnswerSchema, contactFormationsParamsSchema, contactFormationsQuerySchema, errorAnswerSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

/** Enrolment calls (spec 000 §7). */
export function createEnrolmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/lineaMatriculas/formations/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: "The student's formations (groups), enrolment lines and bonus product lines",
          security: [{ bearer: [] }],
          params: contactFormationsParamsSchema,
          querystring: contactFormationsQuerySchema,
          response: { 200: contactFormationsAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await ctx.enrolmentsService.getContactFormations(request.actor, request.params.contactCode)),
    );
  };
}
