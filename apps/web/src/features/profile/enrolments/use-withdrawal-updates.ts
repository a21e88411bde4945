import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../../lib/api/call-endpoint';
import { enrolmentRecordKeys, writeWithdrawalsIntoCache } from '../../../lib/api/withdrawal-requests-cache';
import { useSocketEvent, useSocketRelogin } from '../../../lib/realtime/use-socket-event';

/**
 * A withdrawal asked in another tab (`withdrawal-requested`) changes this tab's lines at once; after a dropped
 * connection the records are fetched again, since pushes sent meanwhile are lost.
 */
export function useWithdrawalUpdates(contactCode: string): void {
  const queryClient = useQueryClient();
  useSocketEvent('withdrawal-requested', ({ data }) => writeWithdrawalsIntoCache(queryClient, contactCode, data));
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, enrolmentRecordKeys.names) }));
}
