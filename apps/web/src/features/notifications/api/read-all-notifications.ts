import type { NotificationsAnswer, ReadAllNotificationsAnswer, UnreadNumberAnswer } from '@campus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { showErrorToast } from '../../../lib/show-error-toast';
import { mapHistoryPages, markNotificationsRead } from '../notifications-cache';
import type { NotificationHistoryPages } from './get-notification-history';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/read-all: marks every unread notification of the user read. */
export function readAllNotifications() {
  return callEndpoint('readAllNotifications');
}

/**
 * Writes what a "mark all read" changed into the bell's cache: those deliveries read in every cached list (and the history),
 * the counter as the server counted it. From this tab's answer or another tab's `notifications-read`.
 */
export function writeAllRead(queryClient: QueryClient, answer: ReadAllNotificationsAnswer): void {
  queryClient.setQueriesData<NotificationsAnswer>({ queryKey: notificationKeys.lists() }, (list) =>
    list ? markNotificationsRead(list, answer.notification_user_ids) : list,
  );
  queryClient.setQueryData<NotificationHistoryPages>(notificationKeys.history(), (history) =>
    history ? mapHistoryPages(history, (page) => markNotificationsRead(page, answer.notification_user_ids)) : history,
  );
  queryClient.setQueryData<UnreadNumberAnswer>(notificationKeys.unreadNumber(), (counter) =>
    counter && counter.count !== answer.unread_count ? { ...counter, count: answer.unread_count } : counter,
  );
}

/** "Marcar todas como leídas": the answer goes into the cache (no refetch); a failure shows the server's message. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (answer) => writeAllRead(queryClient, answer),
    onError: (error) => showErrorToast(error.message),
  });
}
