import { defineRoutes } from './define-endpoint';

/** Dashboard notifications (spec 002 §7, GET /api/notifications/dashboard) and, ours, the academy side that writes them. */
export const dashboardNotificationsRoutes = defineRoutes({
  listDashboardNotifications: { method: 'GET', path: '/api/notifications/dashboard' },
  createDashboardNotification: { method: 'POST', path: '/api/notifications/dashboard' },
  searchDashboardRecipients: { method: 'GET', path: '/api/notifications/dashboard/recipients' },
  cancelDashboardNotification: { method: 'DELETE', path: '/api/notifications/dashboard/:id' },
});
