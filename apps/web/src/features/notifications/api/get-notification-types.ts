import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/types: one tab of the bell each. */
export function getNotificationTypes(signal?: AbortSignal) {
  return callEndpoint('listNotificationTypes', { signal });
}

export const notificationTypesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.types(),
    queryFn: ({ signal }) => getNotificationTypes(signal),
    // The academy's list of types hardly ever changes.
    staleTime: 60 * 60_000,
  });

/** The notification types, asked for once the panel opens. */
export function useNotificationTypes(isEnabled = true) {
  return useQuery({ ...notificationTypesQueryOptions(), enabled: isEnabled });
}
