import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

/** Enrolment calls (spec 000 §7). */
export function createEnrolmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('getContactFormations', { tags: ['enrolments'], summary: "The student's formations (groups), enrolment lines and bonus product lines" }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await ctx.enrolmentsService.getContactFormations(request.actor, request.params.contactCode)),
    });
  };
}
