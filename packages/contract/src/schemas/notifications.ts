import { z } from 'zod';
import { idParamSchema, textSchema } from './common';
import { texts } from '../texts';
import { ticketFromNumber } from './cases';

export const notifiableTypeSchema = z.enum(['post', 'chat', 'event', 'case', 'task', 'request']);
export type NotifiableType = z.infer<typeof notifiableTypeSchema>;

/**
 * A notification delivered to the user (spec 000 §3). `notification_user_id` identifies the delivery.
 * `notifiable_type` is null for notices that open nothing (the "Avisos" the academy writes).
 */
export const notificationSchema = z.object({
  notification_user_id: z.number().int(),
  notification_id: z.number().int(),
  type_id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** ISO instant. */
  sent_at: z.string(),
  is_read: z.boolean(),
  notifiable_type: notifiableTypeSchema.nullable(),
  notifiable_id: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** GET /api/notifications?type — `type` is a notification type id; absent = all. */
export const notificationsQuerySchema = z.object({
  type: idParamSchema('El tipo de notificación no es válido').optional(),
});
export const notificationsAnswerSchema = z.object({ status: z.literal('ok'), notifications: z.array(notificationSchema) });
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** GET /api/notifications/types */
export const notificationTypesAnswerSchema = z.object({ status: z.literal('ok'), types: z.array(notificationTypeSchema) });
export type NotificationTypesAnswer = z.infer<typeof notificationTypesAnswerSchema>;

/** GET /api/notifications/unread-number */
export const unreadNumberAnswerSchema = z.object({ status: z.literal('ok'), count: z.number().int().min(0) });
export type UnreadNumberAnswer = z.infer<typeof unreadNumberAnswerSchema>;

/** PUT /api/notifications/read-notification/{id} — id is the notification_user_id. */
export const readNotificationParamsSchema = z.object({ id: idParamSchema('La notificación no es válida') });
export const readNotificationAnswerSchema = z.object({ status: z.literal('ok'), notification: notificationSchema });
export type ReadNotificationAnswer = z.infer<typeof readNotificationAnswerSchema>;

/**
 * PUT /api/notifications/read-all (ours, issue 29): the deliveries that were unread and now are read, and
 * the unread count after it (0 unless one arrived meanwhile). Also pushed as `notifications-read` to the
 * user's other tabs.
 */
export const readAllNotificationsAnswerSchema = z.object({
  status: z.literal('ok'),
  notification_user_ids: z.array(z.number().int()),
  unread_count: z.number().int().min(0),
});
export type ReadAllNotificationsAnswer = z.infer<typeof readAllNotificationsAnswerSchema>;

/** Deliveries one page of the person's history holds unless asked otherwise. */
export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;

/**
 * GET /api/notifications/history?cursor=&limit= (ours, issue 29): every one of the caller's own sent
 * notifications, newest first, in keyset pages (the bell shows only the latest); `nextCursor` null on the last.
 */
export const notificationHistoryQuerySchema = z.object({
  cursor: textSchema(100, { invalid: texts.notifications.invalidCursor, tooLong: texts.notifications.invalidCursor }).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(NOTIFICATION_HISTORY_PAGE_SIZE),
});
export const notificationHistoryAnswerSchema = z.object({
  status: z.literal('ok'),
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationHistoryAnswer = z.infer<typeof notificationHistoryAnswerSchema>;

/** The notification type of the academy's notices (dashboard notifications, the bell's 'Avisos'). */
const ACADEMY_NOTICE_TYPE_ID = 4;
/** Notification type of graded tasks (issue 14). */
const EVALUATIONS_TYPE_ID = 6;

/**
 * Where a notification leads when clicked (spec 000 §4); null when it opens nothing. An academy notice (type 4)
 * opens itself on /notificaciones (issue 11: the bell and that list are one record, `notification_id`).
 */
export function getNotificationTarget(
  notification: Pick<Notification, 'notifiable_type' | 'notifiable_id'> & Partial<Pick<Notification, 'type_id' | 'notification_id'>>,
): string | null {
  switch (notification.notifiable_type) {
    case null:
      // A graded task (issue 14, type 6 'Evaluaciones') opens the student's evaluations and tasks.
      if (notification.type_id === EVALUATIONS_TYPE_ID) return '/evaluaciones';
      return notification.type_id === ACADEMY_NOTICE_TYPE_ID && notification.notification_id !== undefined
        ? `/notificaciones?aviso=${notification.notification_id}`
        : null;
    case 'post':
      return notification.notifiable_id ? `/tablon?post_id=${notification.notifiable_id}` : '/tablon';
    case 'chat':
      return notification.notifiable_id ? `/chat/${notification.notifiable_id}` : '/chat';
    case 'event':
      return notification.notifiable_id ? `/calendario?event_id=${notification.notifiable_id}` : '/calendario';
    case 'case': {
      // A case's notification carries its ticket as a number (ticketToNumber); /incidencias opens that case.
      const ticket = notification.notifiable_id === null ? null : ticketFromNumber(Number(notification.notifiable_id));
      return ticket ? `/incidencias?case=${ticket}` : '/incidencias';
    }
    // Issue 30: a delivery to grade opens the gradebook at that task; a tutoring request, the teacher's requests.
    case 'task':
      return notification.notifiable_id ? `/docencia/tareas/${notification.notifiable_id}` : '/';
    case 'request':
      return notification.notifiable_id ? `/solicitudes?request=${notification.notifiable_id}` : '/solicitudes';
  }
}
