import {
  cancelDashboardNotificationAnswerSchema,
  createDashboardNotificationBodySchema,
  dashboardNotificationAnswerSchema,
  dashboardNotificationParamsSchema,
  dashboardNotificationsAnswerSchema,
  dashboardRecipientsAnswerSchema,
  dashboardRecipientsQuerySchema,
} from '../schemas/dashboard-notifications';
import type { dashboardNotificationsRoutes } from './dashboard-notifications';
import type { EndpointSchemas } from './define-endpoint';

export const dashboardNotificationsSchemas = {
  listDashboardNotifications: { answer: dashboardNotificationsAnswerSchema },
  createDashboardNotification: { body: createDashboardNotificationBodySchema, answer: dashboardNotificationAnswerSchema, status: 201 },
  searchDashboardRecipients: { query: dashboardRecipientsQuerySchema, answer: dashboardRecipientsAnswerSchema },
  cancelDashboardNotification: { params: dashboardNotificationParamsSchema, answer: cancelDashboardNotificationAnswerSchema },
} as const satisfies Record<keyof typeof dashboardNotificationsRoutes, EndpointSchemas>;
