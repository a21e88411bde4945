import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

/** Progress calls (spec 001 §7, 002 §7). */
export function createProgressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('getGroupCompletion', { tags: ['progress'], summary: "Share of a group's content the student has completed" }),
      handler: async (request) => ctx.progressService.getGroupCompletion(request.actor, request.params.contactId, request.body.formation),
    });
  };
}
