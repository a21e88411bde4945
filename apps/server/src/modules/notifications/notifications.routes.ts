import {
  errorAnswerSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationTypesAnswerSchema,
  readNotificationAnswerSchema,
  readNotificationParamsSchema,
  unreadNumberAnswerSchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema };

/** The notification bell (spec 000 §2, §4 and §7). */
export function createNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.notificationsService;
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: "The user's notifications already sent, newest first (optionally of one type)",
          security,
          querystring: notificationsQuerySchema,
          response: { 200: notificationsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listNotifications(request.actor, request.query.type)),
    );

    app.get(
      '/api/notifications/types',
      { schema: { tags: ['notifications'], summary: 'Notification types: one bell tab each', security, response: { 200: notificationTypesAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => service.listTypes(request.actor),
    );

    app.get(
      '/api/notifications/unread-number',
      { schema: { tags: ['notifications'], summary: 'How many of the user’s sent notifications are unread', security, response: { 200: unreadNumberAnswerSchema, 401: errorAnswerSchema } } },
      async (request, reply) => sendSharedAnswer(request, reply, await service.countUnread(request.actor)),
    );

    app.put(
      '/api/notifications/read-notification/:id',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks one of the user’s deliveries read (idempotent); id is notification_user_id',
          security,
          params: readNotificationParamsSchema,
          response: { 200: readNotificationAnswerSchema, ...errors, 404: errorAnswerSchema },
        },
      },
      async (request) => service.readNotification(request.actor, request.params.id),
    );
  };
}
