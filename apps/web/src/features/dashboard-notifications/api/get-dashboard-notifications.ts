import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSessionUser } from '../../../lib/session-store';
import { dashboardNotificationKeys } from '../dashboard-notifications-cache';

/**
 * GET /api/notifications/dashboard (spec 002 §7): the user's dashboard notifications already sent, newest
 * first; for admin users and staff every one, scheduled ones included, with how many people each reaches.
 */
export function getDashboardNotifications(signal?: AbortSignal) {
  return callEndpoint('listDashboardNotifications', { signal });
}

export const dashboardNotificationsQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: dashboardNotificationKeys.list(contactCode), queryFn: ({ signal }) => getDashboardNotifications(signal) });

/** The signed-in user's list; idle without a user (and for a freemium visitor, who sees a locked sample). */
export function useDashboardNotifications(options: { enabled?: boolean } = {}) {
  const user = useSessionUser();
  const contactCode = user?.edu_codigocontacto ?? '';
  return useQuery({ ...dashboardNotificationsQueryOptions(contactCode), enabled: !!contactCode && (options.enabled ?? true) });
}
