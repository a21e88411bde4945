import {
  notificationHistoryAnswerSchema,
  notificationHistoryQuerySchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationTypesAnswerSchema,
  readAllNotificationsAnswerSchema,
  readNotificationAnswerSchema,
  readNotificationParamsSchema,
  unreadNumberAnswerSchema,
} from '../schemas/notifications';
import type { EndpointSchemas } from './define-endpoint';
import type { notificationsRoutes } from './notifications';

export const notificationsSchemas = {
  listNotifications: { query: notificationsQuerySchema, answer: notificationsAnswerSchema },
  listNotificationTypes: { answer: notificationTypesAnswerSchema },
  getUnreadNotificationNumber: { answer: unreadNumberAnswerSchema },
  readNotification: { params: readNotificationParamsSchema, answer: readNotificationAnswerSchema },
  readAllNotifications: { answer: readAllNotificationsAnswerSchema },
  listNotificationHistory: { query: notificationHistoryQuerySchema, answer: notificationHistoryAnswerSchema },
} as const satisfies Record<keyof typeof notificationsRoutes, EndpointSchemas>;
