import { sendSharedAnswer } from '../../http/shared-answer';
import { endpointRoute } from '../../http/endpoint-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const tags = ['cases'];
/** The academy's queue is for people: an API key (accepted elsewhere under /api/gestion) is refused here (403). */
const sessionOnly = [{ bearer: [] }];

/** Support cases: the student's /api/user/casos calls (spec 002 §7) and the academy-side handling (issue 11). */
export function createCasesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.casesService;
  return async (app) => {
    app.route({
      ...endpointRoute('listOwnCases', { tags, summary: 'The caller’s own support cases (incidencias), newest first' }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listOwnCases(request.actor)),
    });

    app.route({
      ...endpointRoute('registerCase', {
        tags,
        summary: 'Registers a support case in the caller’s name (201) under a new ticket number read out on the phone (CAS-4827-K3M)',
        description:
          "Body: title, description, tipoIncidencia (0 'Problema técnico', 1 'Consulta administración'), technology (fixed 9). A missing or blank field answers 400 'Todos los campos son requridos.'. Freemium visitors are refused (403). The customer's open pages and the academy's queue receive 'case-updated'.",
      }),
      handler: async (request, reply) => reply.code(201).send(await service.registerCase(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('getCaseResolution', {
        tags,
        summary:
          'The resolution of a case: a list whose first item’s subject is the text, empty while there is none (its customer and the academy only; 404 to anyone else)',
        errors: [400, 401, 403, 404],
      }),
      handler: async (request) => service.getResolution(request.actor, request.params.incidentId),
    });

    app.route({
      ...endpointRoute('listAcademyCases', {
        tags,
        summary:
          'The academy’s queue (admin users and staff): cases of one statecode (0 open by default, 1 resolved, 2 cancelled), newest change first, searched by title, student or ticket number',
        security: sessionOnly,
      }),
      handler: async (request) => service.listAcademyCases(request.actor, request.query),
    });

    app.route({
      ...endpointRoute('updateCase', {
        tags,
        summary:
          'The academy changes a case’s status (a statecode/statuscode pair of spec 002 §4) and/or writes its resolution; the student is notified in the bell and live',
        errors: [400, 401, 403, 404],
        security: sessionOnly,
      }),
      handler: async (request) => service.updateCase(request.actor, request.params.incidentId, request.body),
    });
  };
}
