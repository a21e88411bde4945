import type { Notification, NotificationsAnswer, UnreadNumberAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { routePatterns } from '../../lib/routes';
import { notificationKeys } from './api/notification-keys';
import { writeAllRead } from './api/read-all-notifications';
import { readNotification } from './api/read-notification';
import { hasNotification, prependNotification, prependToHistory, shiftUnread } from './notifications-cache';
import type { NotificationHistoryPages } from './api/get-notification-history';

/**
 * Live bell (spec 000 §4): a `bell` event puts the new notification on top of the cached lists (all and
 * its type) and adds one to the unread counter. A chat message's notification for the conversation open on
 * screen is already read there (issue 29: it still rang the bell): it goes in as read, the counter stays, and
 * the server is told (its own read of the chat may have run before the notification was written), which tells
 * the user's other tabs with `notifications-read` (issue 30), so their badge stops counting it too. After a
 * dropped connection everything is refetched. "Marcar todas como leídas" in another tab arrives as `notifications-read`.
 */
export function useBellEvents(): void {
  const queryClient = useQueryClient();
  const match = useMatch(routePatterns.chatConversation);
  const openChatId = match?.params.id ?? null;

  useSocketEvent('bell', (pushed) => {
    // Only a tab on screen reads it: a background tab's open chat is not being looked at (issue 30), so it rings.
    const isReadHere =
      !pushed.is_read &&
      pushed.notifiable_type === 'chat' &&
      openChatId !== null &&
      pushed.notifiable_id === openChatId &&
      document.visibilityState === 'visible';
    const notification: Notification = isReadHere ? { ...pushed, is_read: true } : pushed;
    const isKnown = hasNotification(queryClient.getQueryData<NotificationsAnswer>(notificationKeys.list(null)), notification.notification_user_id);
    for (const key of [notificationKeys.list(null), notificationKeys.list(notification.type_id)]) {
      queryClient.setQueryData<NotificationsAnswer>(key, (answer) => (answer ? prependNotification(answer, notification) : answer));
    }
    queryClient.setQueryData<NotificationHistoryPages>(notificationKeys.history(), (history) => (history ? prependToHistory(history, notification) : history));
    if (isReadHere) {
      // A failure leaves it unread on the server: the next refetch shows the truth.
      readNotification(notification.notification_user_id).catch(() => undefined);
      return;
    }
    if (!notification.is_read && !isKnown) {
      queryClient.setQueryData<UnreadNumberAnswer>(notificationKeys.unreadNumber(), (answer) => (answer ? shiftUnread(answer, 1) : answer));
    }
  });

  // Another tab (or device) marked everything read: this one shows it too.
  useSocketEvent('notifications-read', (answer) => writeAllRead(queryClient, answer));

  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, notificationKeys.names) });
  });
}
