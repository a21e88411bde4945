import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['activities'];

/** Activity records and connection statistics (spec 000 §7, 001 §7, 002 §7). */
export function createActivitiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.activitiesService;
  return async (app) => {
    app.route({
      ...endpointRoute('saveActivities', {
        tags,
        summary: 'Records the user’s own attendance and activity (3 join, 4 view, 5 task, 6 post, 7 chat, 8 check-out)',
      }),
      handler: async (request, reply) => reply.status(201).send(await service.saveActivities(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('getContactStats', {
        tags,
        summary: 'Connection statistics of the user: day streak (racha), weekly average, active days (flag 1: last year; 0: last 28 days)',
      }),
      handler: async (request) => service.getContactStats(request.actor, request.params.contactCode, request.params.flag),
    });
  };
}
