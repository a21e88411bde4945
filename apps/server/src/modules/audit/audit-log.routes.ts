import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['back-office'];

/** The audit log's page and the back office's landing (issue 31): reads of the academy side and of API keys. */
export function createAuditLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute('listAuditLog', {
        tags,
        summary:
          'Every back-office change, newest first, paged: searched in its summary, filtered by entity type and id, actor (code or name) and Madrid days (readBackOffice)',
        description:
          'Query: q, entidad (contact, formation, enrolment_line, withdrawal_request, api_key, import…), id, actor, desde and hasta (YYYY-MM-DD, both included), page, pageSize (≤ 100). Each entry names who made it (a person, an API key, or the command-line import) with its before and after values.',
      }),
      handler: async (request) => ctx.auditService.listEntries(request.actor, request.query),
    });

    app.route({
      ...endpointRoute('getBackOfficeSummary', {
        tags,
        summary:
          'The back office landing’s figures (people, active students, formations and groups, pending withdrawals, API keys, last import) and the latest audit entries (readBackOffice)',
      }),
      handler: async (request) => ctx.backOfficeSummaryService.getSummary(request.actor),
    });
  };
}
