import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['products'];

/** Related bonus products of locked content (spec 001 §7). */
export function createProductsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.productsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listProductsByUnits', { tags, summary: 'Bonus products on sale that open the given units (answer data.data)', errors: [400, 401] }),
      handler: async (request) => service.listByUnits(request.actor, request.body.unitIdsArray),
    });

    app.route({
      ...endpointRoute('listProductsByEvent', {
        tags,
        summary: 'Bonus products on sale that would open the event for the user: by event id, by unit or by a date window (answer data.data)',
        errors: [400, 401, 404],
      }),
      handler: async (request) => service.listByEvent(request.actor, request.body.eventId),
    });
  };
}
