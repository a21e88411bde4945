import { sendSharedAnswer } from '../../http/shared-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['notifications'];

/**
 * Dashboard notifications (spec 002 §7, GET /api/notifications/dashboard) and, ours, the academy side that
 * writes them (admin users and staff, policy manageAcademy; everyone else 403).
 */
export function createDashboardNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.dashboardNotificationsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listDashboardNotifications', {
        tags,
        summary:
          'Dashboard notifications: a recipient’s already sent ones (groups, and themselves when addressed individually); admin users and staff see all, scheduled ones included',
        description:
          'Newest first by sending instant. `contactos` lists the people addressed individually (not through a group): a recipient only ever sees themselves there. `recipients_count` is answered to the academy side only.',
        errors: [401],
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.list(request.actor)),
    });

    app.route({
      ...endpointRoute('createDashboardNotification', {
        tags,
        summary: 'Writes a dashboard notification to groups (their active students) and/or people, now or at a future instant (admin users and staff)',
        description:
          'Type 4 (Avisos). Sent now: every recipient gets `bell` and `dashboard-notification` at once. Scheduled: both are pushed when it is due, even after a restart (the schedule is in the database).',
      }),
      handler: async (request, reply) => reply.code(201).send(await service.create(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('searchDashboardRecipients', {
        tags,
        summary: 'Groups and people the academy may address, by name, code or e-mail (admin users and staff)',
      }),
      handler: async (request) => service.searchRecipients(request.actor, request.query.q),
    });

    app.route({
      ...endpointRoute('cancelDashboardNotification', {
        tags,
        summary: 'Cancels a scheduled dashboard notification nobody has received yet (admin users and staff)',
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request) => service.cancel(request.actor, request.params.id),
    });
  };
}
