import type { NotificationHistoryAnswer } from '@campus/contract';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { notificationKeys } from './notification-keys';

/** The history's cached pages (what the read marks and live events write into). */
export type NotificationHistoryPages = InfiniteData<NotificationHistoryAnswer, string | undefined>;

/** GET /api/notifications/history?cursor: a page of the person's own notifications, newest first. */
export function getNotificationHistory(cursor: string | undefined, signal?: AbortSignal) {
  return callEndpoint('listNotificationHistory', { query: { cursor }, signal });
}

/** Every notification of the person, a page at a time ("Cargar más" asks the next one with the server's cursor). */
export function useNotificationHistory() {
  return useInfiniteQuery({
    queryKey: notificationKeys.history(),
    queryFn: ({ pageParam, signal }) => getNotificationHistory(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
