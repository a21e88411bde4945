import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';

/** Query keys of the notification bell; `lists()` matches every list (all and per type). */
export const notificationKeys = {
  /** Every cached read of the bell (a failed read mark or a relogin asks them again). */
  names: ['listNotifications', 'listNotificationTypes', 'getUnreadNotificationNumber', 'listNotificationHistory'] as const satisfies readonly EndpointName[],
  lists: () => [queryKeyOf('listNotifications')[0]] as const,
  list: (typeId: number | null) => queryKeyOf('listNotifications', undefined, { type: typeId ?? undefined }),
  types: () => queryKeyOf('listNotificationTypes'),
  unreadNumber: () => queryKeyOf('getUnreadNotificationNumber'),
  /** The person's whole history on /notificaciones (its pages are one infinite query). */
  history: () => queryKeyOf('listNotificationHistory'),
};
