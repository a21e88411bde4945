import { defineRoutes } from './define-endpoint';

/** The notification bell (spec 000 §2, §4 and §7). */
export const notificationsRoutes = defineRoutes({
  listNotifications: { method: 'GET', path: '/api/notifications' },
  listNotificationTypes: { method: 'GET', path: '/api/notifications/types' },
  getUnreadNotificationNumber: { method: 'GET', path: '/api/notifications/unread-number' },
  readNotification: { method: 'PUT', path: '/api/notifications/read-notification/:id' },
  readAllNotifications: { method: 'PUT', path: '/api/notifications/read-all' },
  listNotificationHistory: { method: 'GET', path: '/api/notifications/history' },
});
