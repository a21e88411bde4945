import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationsKeys } from '../formations-keys';

/** GET /api/gestion/grupos/{groupCode}/candidatos?tipo=&q= : people the group may take (asked from two letters on). */
export function useGroupCandidates(groupCode: string, tipo: 'profesor' | 'alumno', q: string) {
  return useQuery({
    queryKey: formationsKeys.candidates(groupCode, tipo, q),
    queryFn: ({ signal }) => callEndpoint('listGroupCandidates', { params: { groupCode }, query: { tipo, q, pageSize: 10 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
