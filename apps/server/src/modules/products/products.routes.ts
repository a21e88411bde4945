import { errorAnswerSchema, productsAnswerSchema, productsByEventBodySchema, productsByUnitIdsBodySchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const security = [{ bearer: [] }];

/** Related bonus products of locked content (spec 001 §7). */
export function createProductsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.productsService;
  return async (app) => {
    app.post(
      '/api/products/by-unit-ids',
      {
        schema: {
          tags: ['products'],
          summary: 'Bonus products on sale that open the given units (answer data.data)',
          security,
          body: productsByUnitIdsBodySchema,
          response: { 200: productsAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema },
        },
      },
      async (request) => service.listByUnits(request.actor, request.body.unitIdsArray),
    );

    app.post(
      '/api/products/by-event',
      {
        schema: {
          tags: ['products'],
          summary: 'Bonus products on sale that would open the event for the user: by event id, by unit or by a date window (answer data.data)',
          security,
          body: productsByEventBodySchema,
          response: { 200: productsAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => service.listByEvent(request.actor, request.body.eventId),
    );
  };
}
