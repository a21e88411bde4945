import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { useSessionUser } from '../../lib/session-store';
import { caseKeys, writeCaseIntoLists } from './cases-cache';

/**
 * Live cases: a case registered or changed arrives as `case-updated` (to its customer and to the academy)
 * and is written into the cached lists; an open detail asks for its resolution again. After a dropped
 * connection everything is asked again, since pushes sent meanwhile are lost.
 */
export function useCaseUpdates(): void {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  useSocketEvent('case-updated', (item) => writeCaseIntoLists(queryClient, item, user?.edu_codigocontacto ?? null));
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, caseKeys.names) }));
}
