import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

/** The lead form "¿Necesitas más información? Te llamamos gratis" (spec 000 §5 and §7). */
export function createLeadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('createLead', {
        tags: ['leads'],
        summary: 'Stores a lead of the "Te llamamos gratis" form (public, rate limited per address)',
        config: { auth: 'public', rateLimit: { max: ctx.config.LEAD_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
        errors: [400, 429],
      }),
      handler: async (request, reply) => reply.status(201).send(await ctx.leadsService.createLead(request.body, request.log)),
    });
  };
}
