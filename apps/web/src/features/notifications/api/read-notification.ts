import type { Notification, NotificationsAnswer, UnreadNumberAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '../../../lib/show-error-toast';
import { callEndpoint, isQueryOfEndpoints } from '../../../lib/api/call-endpoint';
import { mapHistoryPages, markNotificationRead, shiftUnread } from '../notifications-cache';
import type { NotificationHistoryPages } from './get-notification-history';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/read-notification/{notification_user_id}: marks one delivery read. */
export function readNotification(notificationUserId: number) {
  return callEndpoint('readNotification', { params: { id: notificationUserId } });
}

/**
 * Marks a notification read, optimistically: the item shows read and the counter drops by one (never
 * below 0) before the server answers. A failure shows the server's message and refetches the truth.
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => readNotification(notification.notification_user_id),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
      queryClient.setQueriesData<NotificationsAnswer>({ queryKey: notificationKeys.lists() }, (answer) =>
        answer ? markNotificationRead(answer, notification.notification_user_id) : answer,
      );
      queryClient.setQueryData<NotificationHistoryPages>(notificationKeys.history(), (history) =>
        history ? mapHistoryPages(history, (page) => markNotificationRead(page, notification.notification_user_id)) : history,
      );
      if (!notification.is_read) {
        queryClient.setQueryData<UnreadNumberAnswer>(notificationKeys.unreadNumber(), (answer) => (answer ? shiftUnread(answer, -1) : answer));
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueriesData<NotificationsAnswer>({ queryKey: notificationKeys.lists() }, (list) =>
        list ? markNotificationRead(list, answer.notification.notification_user_id, answer.notification) : list,
      );
      queryClient.setQueryData<NotificationHistoryPages>(notificationKeys.history(), (history) =>
        history ? mapHistoryPages(history, (page) => markNotificationRead(page, answer.notification.notification_user_id, answer.notification)) : history,
      );
    },
    onError: (error) => {
      showErrorToast(error.message);
      void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, notificationKeys.names) });
    },
  });
}
