import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['formations'];

/** Formation look-ups (spec 000 §7, 001 §7). */
export function createFormationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('listFormationsByCodes', {
        tags,
        summary: 'Formations (or groups) by code, in the order asked; body [{edu_codigoformacion}] or plain codes',
        errors: [400, 401],
      }),
      handler: async (request) => ctx.formationsService.findByCodes(request.actor, request.body),
    });

    app.route({
      ...endpointRoute('getFormationDetail', {
        tags,
        summary: "A group (or main formation) with its teachers and parent; 403 'No tienes acceso a esta formación' when the user does not reach it",
        errors: [400, 401, 403, 404],
      }),
      handler: async (request) => ctx.formationsService.getFormationDetail(request.actor, request.params.code),
    });
  };
}
