import { useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/gestion/resumen: the landing's figures and the latest audit entries. */
export function getBackOfficeSummary(signal?: AbortSignal) {
  return callEndpoint('getBackOfficeSummary', { signal });
}

export function useBackOfficeSummary() {
  return useQuery({ queryKey: queryKeyOf('getBackOfficeSummary'), queryFn: ({ signal }) => getBackOfficeSummary(signal) });
}
