import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { caseKeys } from '../cases-cache';

/** GET /api/user/caso/resolucion/{incidentId} (spec 002 §7): a list whose first item's subject is the resolution; empty while there is none. */
export function getCaseResolution(incidentId: string, signal?: AbortSignal) {
  return callEndpoint('getCaseResolution', { params: { incidentId }, signal });
}

/** The resolution of the case whose detail is open; null while none is open. */
export function useCaseResolution(incidentId: string | null) {
  return useQuery({
    queryKey: caseKeys.resolution(incidentId ?? ''),
    queryFn: ({ signal }) => getCaseResolution(incidentId ?? '', signal),
    enabled: !!incidentId,
    select: (answer) => answer.data[0] ?? null,
  });
}
