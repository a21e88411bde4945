import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications?type: the user's notifications, newest first; `typeId` null lists every type. */
export function getNotifications(typeId: number | null, signal?: AbortSignal) {
  return callEndpoint('listNotifications', { query: { type: typeId ?? undefined }, signal });
}

export const notificationsQueryOptions = (typeId: number | null) =>
  queryOptions({
    queryKey: notificationKeys.list(typeId),
    queryFn: ({ signal }) => getNotifications(typeId, signal),
  });

/** One tab of the bell's panel; fetched only while `isEnabled` (the panel is open). */
export function useNotifications(typeId: number | null, isEnabled = true) {
  return useQuery({ ...notificationsQueryOptions(typeId), enabled: isEnabled });
}
