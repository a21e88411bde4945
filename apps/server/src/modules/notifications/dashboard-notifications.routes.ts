import { sendSharedAnswer } from '../../http/shared-answer';
import {
  cancelDashboardNotificationAnswerSchema,
  createDashboardNotificationBodySchema,
  dashboardNotificationAnswerSchema,
  dashboardNotificationParamsSchema,
  dashboardNotificationsAnswerSchema,
  dashboardRecipientsAnswerSchema,
  dashboardRecipientsQuerySchema,
  errorAnswerSchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema };

/**
 * Dashboard notifications (spec 002 §7, GET /api/notifications/dashboard) and, ours, the academy side that
 * writes them (admin users and staff, policy manageAcademy; everyone else 403).
 */
export function createDashboardNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.dashboardNotificationsService;
  return async (app) => {
    app.get(
      '/api/notifications/dashboard',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Dashboard notifications: a recipient’s already sent ones (groups, and themselves when addressed individually); admin users and staff see all, scheduled ones included',
          description:
            'Newest first by sending instant. `contactos` lists the people addressed individually (not through a group): a recipient only ever sees themselves there. `recipients_count` is answered to the academy side only.',
          security,
          response: { 200: dashboardNotificationsAnswerSchema, 401: errorAnswerSchema },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.list(request.actor)),
    );

    app.post(
      '/api/notifications/dashboard',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Writes a dashboard notification to groups (their active students) and/or people, now or at a future instant (admin users and staff)',
          description:
            'Type 4 (Avisos). Sent now: every recipient gets `bell` and `dashboard-notification` at once. Scheduled: both are pushed when it is due, even after a restart (the schedule is in the database).',
          security,
          body: createDashboardNotificationBodySchema,
          response: { 201: dashboardNotificationAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.create(request.actor, request.body)),
    );

    app.get(
      '/api/notifications/dashboard/recipients',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Groups and people the academy may address, by name, code or e-mail (admin users and staff)',
          security,
          querystring: dashboardRecipientsQuerySchema,
          response: { 200: dashboardRecipientsAnswerSchema, ...errors },
        },
      },
      async (request) => service.searchRecipients(request.actor, request.query.q),
    );

    app.delete(
      '/api/notifications/dashboard/:id',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Cancels a scheduled dashboard notification nobody has received yet (admin users and staff)',
          security,
          params: dashboardNotificationParamsSchema,
          response: { 200: cancelDashboardNotificationAnswerSchema, ...errors, 404: errorAnswerSchema, 409: errorAnswerSchema },
        },
      },
      async (request) => service.cancel(request.actor, request.params.id),
    );
  };
}
