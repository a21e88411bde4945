import type { Notification, NotificationHistoryAnswer, NotificationsAnswer, UnreadNumberAnswer } from '@campus/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { decrementUnread } from '@campus/contract/plain';

/** The list with one delivery marked read (or replaced by the server's copy). */
export function markNotificationRead(answer: NotificationsAnswer, notificationUserId: number, fromServer?: Notification): NotificationsAnswer {
  let isChanged = false;
  const notifications = answer.notifications.map((notification) => {
    if (notification.notification_user_id !== notificationUserId) return notification;
    isChanged = true;
    return fromServer ?? { ...notification, is_read: true };
  });
  return isChanged ? { ...answer, notifications } : answer;
}

/** The list with these deliveries marked read (unchanged when none of them is unread in it). */
export function markNotificationsRead(answer: NotificationsAnswer, notificationUserIds: readonly number[]): NotificationsAnswer {
  const ids = new Set(notificationUserIds);
  if (!answer.notifications.some((item) => !item.is_read && ids.has(item.notification_user_id))) return answer;
  return {
    ...answer,
    notifications: answer.notifications.map((item) => (!item.is_read && ids.has(item.notification_user_id) ? { ...item, is_read: true } : item)),
  };
}

/** The list with a new notification on top (a repeated delivery is not added twice). */
export function prependNotification(answer: NotificationsAnswer, notification: Notification): NotificationsAnswer {
  if (answer.notifications.some((item) => item.notification_user_id === notification.notification_user_id)) return answer;
  return { ...answer, notifications: [notification, ...answer.notifications] };
}

/** True when the list already holds this delivery. */
export function hasNotification(answer: NotificationsAnswer | undefined, notificationUserId: number): boolean {
  return !!answer?.notifications.some((item) => item.notification_user_id === notificationUserId);
}

/** The counter moved by `delta`, never below 0 (spec 000 §4). */
export function shiftUnread(answer: UnreadNumberAnswer, delta: number): UnreadNumberAnswer {
  const count = delta < 0 ? decrementUnread(answer.count, -delta) : answer.count + delta;
  return count === answer.count ? answer : { ...answer, count };
}

/** The history's loaded pages (each a list like the bell's) with every page passed through `change`. */
export function mapHistoryPages(
  history: InfiniteData<NotificationHistoryAnswer, string | undefined>,
  change: (answer: NotificationsAnswer) => NotificationsAnswer,
): InfiniteData<NotificationHistoryAnswer, string | undefined> {
  let isChanged = false;
  const pages = history.pages.map((page) => {
    const changed = change({ status: 'ok', notifications: page.notifications });
    if (changed.notifications === page.notifications) return page;
    isChanged = true;
    return { ...page, notifications: changed.notifications };
  });
  return isChanged ? { ...history, pages } : history;
}

/** The history with a new notification on top of its first page (a repeated delivery is not added twice). */
export function prependToHistory(
  history: InfiniteData<NotificationHistoryAnswer, string | undefined>,
  notification: Notification,
): InfiniteData<NotificationHistoryAnswer, string | undefined> {
  const [first, ...rest] = history.pages;
  if (!first || history.pages.some((page) => page.notifications.some((item) => item.notification_user_id === notification.notification_user_id)))
    return history;
  return { ...history, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
}
