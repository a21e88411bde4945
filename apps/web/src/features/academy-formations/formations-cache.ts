import type { BackOfficeGroup, BackOfficeGroupDetailAnswer } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { formationsKeys } from './formations-keys';

/**
 * Writes a group a change answered into its open page at once, then asks the feature's lists again (counts and
 * the formation's table are the server's to recompute).
 */
export function writeGroup(queryClient: QueryClient, group: BackOfficeGroup): void {
  queryClient.setQueryData<BackOfficeGroupDetailAnswer>(formationsKeys.group(group.edu_codigoformacion), (answer) => (answer ? { ...answer, group } : answer));
  refreshFormations(queryClient, formationsKeys.group(group.edu_codigoformacion));
}

/** Asks every read of the feature again (but `except`, just written). */
export function refreshFormations(queryClient: QueryClient, except?: readonly unknown[]): void {
  void queryClient.invalidateQueries({
    predicate: (query) => isQueryOfEndpoints(query.queryKey, formationsKeys.names) && (!except || JSON.stringify(query.queryKey) !== JSON.stringify(except)),
  });
}
