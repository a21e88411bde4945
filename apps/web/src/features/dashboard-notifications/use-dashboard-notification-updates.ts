import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { dashboardNotificationKeys, writeDashboardNotification } from './dashboard-notifications-cache';

/**
 * Live dashboard notifications: one sent to the user (or, for the academy, written or released) arrives as
 * `dashboard-notification` and is written into the cached list; after a dropped connection the list is
 * fetched again, since pushes sent meanwhile are lost.
 */
export function useDashboardNotificationUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('dashboard-notification', (item) => writeDashboardNotification(queryClient, item));
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, dashboardNotificationKeys.names) }));
}
