import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/unread-number: `{status, count}`. */
export function getUnreadNumber(signal?: AbortSignal) {
  return callEndpoint('getUnreadNotificationNumber', { signal });
}

export const unreadNumberQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadNumber(),
    queryFn: ({ signal }) => getUnreadNumber(signal),
    // The `bell` event keeps it current; a reconnection refetches it.
    staleTime: 5 * 60_000,
  });

/** The bell's unread counter. */
export function useUnreadNumber() {
  return useQuery(unreadNumberQueryOptions());
}
