import { errorAnswerSchema, leadAnswerSchema, leadPayloadSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** The lead form "¿Necesitas más información? Te llamamos gratis" (spec 000 §5 and §7). */
export function createLeadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/nueva-oportunidad',
      {
        config: { auth: 'public', rateLimit: { max: ctx.config.LEAD_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
        schema: {
          tags: ['leads'],
          summary: 'Stores a lead of the "Te llamamos gratis" form (public, rate limited per address)',
          body: leadPayloadSchema,
          response: { 201: leadAnswerSchema, 400: errorAnswerSchema, 429: errorAnswerSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await ctx.leadsService.createLead(request.body, request.log)),
    );
  };
}
