import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['back-office'];

/** The CRM's read of enrolment lines (issue 31 item 4): an API key of either scope, or the academy side. */
export function createCrmEnrolmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.crmEnrolmentsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listCrmEnrolments', {
        tags,
        summary: 'The academy’s enrolment lines, paged (oldest first), filtered by group (grupo), student (alumno) and created since (desde)',
        description:
          'Each line: its code, the enrolment’s, the student’s code and name, the group and its main formation, start and end dates, edu_activa (0 active). `desde` is a day (YYYY-MM-DD, from its midnight in Madrid) or an ISO 8601 instant; `q` searches codes and the student’s name. An API key of either scope (X-Api-Key or Authorization: Bearer campus_…), or an admin user or staff member with a session.',
        errors: [400, 401, 403, 429],
      }),
      handler: async (request) => service.listEnrolments(request.actor, request.query),
    });
  };
}
