import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { caseKeys } from '../cases-cache';

/** GET /api/gestion/casos?statecode=&search= (ours): the academy's queue of one state, last change first. */
export function getAcademyCases(statecode: number, search: string, signal?: AbortSignal) {
  return callEndpoint('listAcademyCases', { query: { statecode, search: search || undefined }, signal });
}

/** The queue of one state; while another state or search loads, the previous list stays on screen. */
export function useAcademyCases(statecode: number, search: string, isEnabled = true) {
  return useQuery({
    queryKey: caseKeys.academy(statecode, search),
    queryFn: ({ signal }) => getAcademyCases(statecode, search, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
