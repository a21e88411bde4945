import {
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationTypesAnswerSchema,
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
} as const satisfies Record<keyof typeof notificationsRoutes, EndpointSchemas>;
