import { errorAnswerSchema, formationDetailAnswerSchema, formationDetailParamsSchema, formationsByCodesAnswerSchema, formationsByCodesBodySchema } from '@campus/contract';
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

    app.get(
      '/api/formations/:code',
      {
        schema: {
          tags: ['formations'],
          summary: 'A group (or main formation) with its teachers and parent; 403 \'No tienes acceso a esta formación\' when the user does not reach it',
          security: [{ bearer: [] }],
          params: formationDetailParamsSchema,
          response: { 200: formationDetailAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => ctx.formationsService.getFormationDetail(request.actor, request.params.code),
    );
  };
}
