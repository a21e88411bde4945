import type { NotificationsAnswer, UnreadNumberAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { notificationKeys } from './api/notification-keys';
import { hasNotification, prependNotification, shiftUnread } from './notifications-cache';

/**
 * Live bell (spec 000 §4): a `bell` event puts the new notification on top of the cached lists (all and
 * its type) and adds one to the unread counter. After a dropped connection everything is refetched.
 */
export function useBellEvents(): void {
  const queryClient = useQueryClient();

  useSocketEvent('bell', (notification) => {
    const isKnown = hasNotification(queryClient.getQueryData<NotificationsAnswer>(notificationKeys.list(null)), notification.notification_user_id);
    for (const key of [notificationKeys.list(null), notificationKeys.list(notification.type_id)]) {
      queryClient.setQueryData<NotificationsAnswer>(key, (answer) => (answer ? prependNotification(answer, notification) : answer));
    }
    if (!notification.is_read && !isKnown) {
      queryClient.setQueryData<UnreadNumberAnswer>(notificationKeys.unreadNumber(), (answer) => (answer ? shiftUnread(answer, 1) : answer));
    }
  });

  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, notificationKeys.names) });
  });
}
