import { errorAnswerSchema, formationsByCodesAnswerSchema, formationsByCodesBodySchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

/** Formation look-ups (spec 000 §7, 001 §7). */
export function createFormationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/formations/byCodes',
      {
        schema: {
          tags: ['formations'],
          summary: 'Formations (or groups) by code, in the order asked; body [{edu_codigoformacion}] or plain codes',
          security: [{ bearer: [] }],
          body: formationsByCodesBodySchema,
          response: { 200: formationsByCodesAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema },
        },
      },
      async (request) => ctx.formationsService.findByCodes(request.actor, request.body),
    );
  };
}
