import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { tutoringRequestKeys, writeRequestIntoLists } from '../../lib/api/tutoring-requests-cache';
import { enrolmentRecordKeys, writeWithdrawalsIntoCache } from '../../lib/api/withdrawal-requests-cache';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { useSessionUser } from '../../lib/session-store';

/**
 * Live requests: a request created (for the teacher) or decided (for the student) arrives as
 * `request-updated`, a withdrawal asked in another tab as `withdrawal-requested`, and each is written into
 * the cached lists; after a dropped connection the lists are fetched again, since pushes sent meanwhile are lost.
 */
export function useRequestUpdates(): void {
  const queryClient = useQueryClient();
  const contactCode = useSessionUser()?.edu_codigocontacto ?? null;
  useSocketEvent('request-updated', (item) => writeRequestIntoLists(queryClient, item));
  useSocketEvent('withdrawal-requested', ({ data }) => {
    if (contactCode) writeWithdrawalsIntoCache(queryClient, contactCode, data);
  });
  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, tutoringRequestKeys.names) });
    void queryClient.invalidateQueries({ queryKey: enrolmentRecordKeys.withdrawals(contactCode ?? '') });
  });
}
