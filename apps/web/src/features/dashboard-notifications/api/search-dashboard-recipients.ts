import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { dashboardNotificationKeys } from '../dashboard-notifications-cache';

/** GET /api/notifications/dashboard/recipients?q= (ours): groups (with their students) and people the academy may address. */
export function searchDashboardRecipients(search: string, signal?: AbortSignal) {
  return callEndpoint('searchDashboardRecipients', { query: { q: search || undefined }, signal });
}

export const dashboardRecipientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: dashboardNotificationKeys.recipients(search),
    queryFn: ({ signal }) => searchDashboardRecipients(search, signal),
    staleTime: 60_000,
  });

/** The lookup for what is typed (debounced by the caller), asked while the picker is open; the previous answer stays while the next loads. */
export function useDashboardRecipients(search: string, isEnabled = true) {
  return useQuery({ ...dashboardRecipientsQueryOptions(search), placeholderData: keepPreviousData, enabled: isEnabled });
}
