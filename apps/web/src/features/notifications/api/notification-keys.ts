/** Query keys of the notification bell; `lists()` matches every list (all and per type). */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (typeId: number | null) => ['notifications', 'list', typeId ?? 'all'] as const,
  types: () => ['notifications', 'types'] as const,
  unreadNumber: () => ['notifications', 'unread-number'] as const,
};
