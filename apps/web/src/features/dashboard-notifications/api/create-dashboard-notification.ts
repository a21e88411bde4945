import type { CreateDashboardNotificationBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeDashboardNotification } from '../dashboard-notifications-cache';

/** POST /api/notifications/dashboard (ours): the academy writes to groups and/or people, now or at `scheduled`. 201 answers it. */
export function createDashboardNotification(body: CreateDashboardNotificationBody) {
  return callEndpoint('createDashboardNotification', { body });
}

/** Writes a notification and puts it in the cached list at once (the push that follows changes nothing). */
export function useCreateDashboardNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDashboardNotificationBody) => createDashboardNotification(body),
    onSuccess: (answer) => writeDashboardNotification(queryClient, answer.notification),
  });
}
