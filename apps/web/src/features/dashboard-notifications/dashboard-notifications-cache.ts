import type { DashboardNotification, DashboardNotificationsAnswer } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** Query keys of the dashboard notifications: the signed-in user's list (the academy's: every one) and the recipients lookup. */
export const dashboardNotificationKeys = {
  /** Every cached read of the feature (a relogin asks them again). */
  names: ['listDashboardNotifications', 'searchDashboardRecipients'] as const satisfies readonly EndpointName[],
  lists: () => [queryKeyOf('listDashboardNotifications')[0]] as const,
  // The answer depends on who asks (the academy sees every one): the user's code keeps another sign-in's list apart.
  list: (contactCode: string) => [...queryKeyOf('listDashboardNotifications'), contactCode] as const,
  recipients: (search: string) => queryKeyOf('searchDashboardRecipients', undefined, { q: search || undefined }),
};

/** The instant a notification is (or was) sent: its schedule, or when it was written. */
export function getSendingInstant(item: Pick<DashboardNotification, 'scheduled' | 'created_at'>): string {
  return item.scheduled ?? item.created_at;
}

/** Newest first by sending instant, as the server answers (a scheduled one by its instant). */
const byNewest = (left: DashboardNotification, right: DashboardNotification) =>
  new Date(getSendingInstant(right)).getTime() - new Date(getSendingInstant(left)).getTime() || right.id - left.id;

/**
 * Writes a notification into the cached lists (replacing its older copy). The academy's view (with
 * `recipients_count`) wins over a recipient's: an admin or staff member who is also in a group gets both
 * pushes, and must keep seeing every person addressed and how many it reaches.
 */
export function writeDashboardNotification(queryClient: QueryClient, item: DashboardNotification): void {
  for (const [key, answer] of queryClient.getQueriesData<DashboardNotificationsAnswer>({ queryKey: dashboardNotificationKeys.lists() })) {
    if (!answer) continue;
    const known = answer.notifications.find((other) => other.id === item.id);
    const kept =
      known?.recipients_count !== undefined && item.recipients_count === undefined
        ? { ...item, contactos: known.contactos, recipients_count: known.recipients_count }
        : item;
    const others = answer.notifications.filter((other) => other.id !== item.id);
    queryClient.setQueryData<DashboardNotificationsAnswer>(key, { ...answer, notifications: [...others, kept].sort(byNewest) });
  }
}

/** Takes a cancelled (or vanished) notification out of the cached lists. */
export function removeDashboardNotification(queryClient: QueryClient, id: number): void {
  for (const [key, answer] of queryClient.getQueriesData<DashboardNotificationsAnswer>({ queryKey: dashboardNotificationKeys.lists() })) {
    if (!answer) continue;
    queryClient.setQueryData<DashboardNotificationsAnswer>(key, { ...answer, notifications: answer.notifications.filter((other) => other.id !== id) });
  }
}
