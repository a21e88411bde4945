import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['back-office'];

/** The back office's withdrawal desk (issue 31): the requests students filed, approved or rejected by the academy. */
export function createWithdrawalDeskRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.withdrawalDeskService;
  return async (app) => {
    app.route({
      ...endpointRoute('listDeskWithdrawals', {
        tags,
        summary: 'Withdrawal requests of the whole academy, pending first, paged and searched by student, e-mail, group, formation or line (readBackOffice)',
        description:
          'Query: status (pendiente, aprobado, rechazado; all when absent), q, page, pageSize (≤ 100). Each request with its student, line, group and parent formation, effective day, survey answers and decision; `pendingTotal` counts the pending ones in the whole academy. Admin, staff or any API key.',
      }),
      handler: async (request) => service.listWithdrawals(request.actor, request.query),
    });

    app.route({
      ...endpointRoute('decideDeskWithdrawal', {
        tags,
        summary: 'Approves, or rejects with a reason, a pending withdrawal request (writeBackOffice); 409 once it is decided',
        description:
          "Body: decision ('aprobado' | 'rechazado'), response (required to reject). An approval sets the line's edu_fechafin to the effective day and deactivates the line when that day has come (otherwise the server does it on that day). Recorded in the audit log in the same transaction; the student receives a bell notification, a mail, `withdrawal-requested` with the decided request and, when the line ended, `enrolments-changed`.",
        errors: [400, 401, 403, 404, 409],
      }),
      // The decision mails the student: the person's mail limit.
      preHandler: app.personLimits.mail,
      handler: async (request) => service.decideWithdrawal(request.actor, request.params.id, request.body, request.log),
    });
  };
}
