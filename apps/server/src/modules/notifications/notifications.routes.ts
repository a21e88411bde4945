import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const tags = ['notifications'];
const errors = [400, 401] as const;

/** The notification bell (spec 000 §2, §4 and §7). */
export function createNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.notificationsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listNotifications', { tags, summary: "The user's notifications already sent, newest first (optionally of one type)", errors }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listNotifications(request.actor, request.query.type)),
    });

    app.route({
      ...endpointRoute('listNotificationHistory', {
        tags,
        summary: "A page of the user's notifications already sent, newest first (keyset cursor: pass nextCursor back; ours, issue 29)",
        errors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listHistory(request.actor, request.query)),
    });

    app.route({
      ...endpointRoute('listNotificationTypes', { tags, summary: 'Notification types: one bell tab each', errors: [401] }),
      handler: async (request) => service.listTypes(request.actor),
    });

    app.route({
      ...endpointRoute('getUnreadNotificationNumber', { tags, summary: 'How many of the user’s sent notifications are unread', errors: [401] }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.countUnread(request.actor)),
    });

    app.route({
      ...endpointRoute('readNotification', {
        tags,
        summary: 'Marks one of the user’s deliveries read (idempotent); id is notification_user_id',
        errors: [...errors, 404],
      }),
      handler: async (request) => service.readNotification(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('readAllNotifications', {
        tags,
        summary: 'Marks every one of the user’s sent, unread deliveries read; answers the ids that changed (ours, issue 29)',
        errors: [401],
      }),
      handler: async (request) => service.readAllNotifications(request.actor),
    });
  };
}
