import { notificationTypesAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/types: one tab of the bell each. */
export function getNotificationTypes(signal?: AbortSignal) {
  return apiRequest('/api/notifications/types', { schema: notificationTypesAnswerSchema, signal });
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
