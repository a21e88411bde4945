import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { dashboardNotificationKeys, removeDashboardNotification } from '../dashboard-notifications-cache';

/** DELETE /api/notifications/dashboard/{id} (ours): cancels a scheduled notification nobody has received yet. */
export function cancelDashboardNotification(id: number) {
  return callEndpoint('cancelDashboardNotification', { params: { id } });
}

/**
 * Cancels and takes it out of the cached list. A 404 (someone else cancelled it) takes it out too; a 409
 * (it was sent meanwhile) leaves it, and the list is asked again to show it sent.
 */
export function useCancelDashboardNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelDashboardNotification(id),
    onSuccess: (answer) => removeDashboardNotification(queryClient, answer.id),
    onError: (error, id) => {
      if (isApiError(error, 404)) removeDashboardNotification(queryClient, id);
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: dashboardNotificationKeys.lists() });
    },
  });
}
