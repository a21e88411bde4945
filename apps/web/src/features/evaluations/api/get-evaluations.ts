import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { evaluationsKeys } from './evaluations-keys';

/**
 * The student's evaluations (spec 002 §7): GET /api/formations/evaluaciones/{group}/{contactId} for one group,
 * POST /api/formations/evaluaciones/{contactId} with `grupos` for several (the page without a group).
 */
export function getEvaluations(groupCodes: readonly string[], contactCode: string, signal?: AbortSignal) {
  if (groupCodes.length === 1) return callEndpoint('listGroupEvaluations', { params: { group: groupCodes[0]!, contactId: contactCode }, signal });
  return callEndpoint('listEvaluations', { params: { contactId: contactCode }, body: { grupos: [...groupCodes] }, signal });
}

export const evaluationsQueryOptions = (groupCodes: readonly string[], contactCode: string) =>
  queryOptions({
    queryKey: evaluationsKeys.evaluations(groupCodes, contactCode),
    queryFn: ({ signal }) => getEvaluations(groupCodes, contactCode, signal),
  });

/** The evaluations of these groups; idle without groups. */
export function useEvaluations(groupCodes: readonly string[], contactCode: string) {
  return useQuery({ ...evaluationsQueryOptions(groupCodes, contactCode), enabled: groupCodes.length > 0 });
}
