import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { applyProfileChange, profileKeys } from './profile-cache';
import { secretaryKeys } from './secretary/api/secretary-keys';

/**
 * The name and picture follow a change made in another tab or device (`profile-changed` to `user:<code>`):
 * mounted by the shell, so the header updates on every page. After a dropped connection the open profile is
 * asked again, since a push sent meanwhile is lost (the header's session check brings the rest).
 */
export function useProfileUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('profile-changed', (change) => applyProfileChange(queryClient, change));
  const names = [...profileKeys.names, ...secretaryKeys.names];
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, names) }));
}
