import { evaluationsAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { evaluationsKeys, toGroupsScope } from './evaluations-keys';

/**
 * The student's evaluations (spec 002 §7): GET /api/formations/evaluaciones/{group}/{contactId} for one group,
 * POST /api/formations/evaluaciones/{contactId} with `grupos` for several (the page without a group).
 */
export function getEvaluations(groupCodes: readonly string[], contactCode: string, signal?: AbortSignal) {
  const contact = encodeURIComponent(contactCode);
  if (groupCodes.length === 1) {
    return apiRequest(`/api/formations/evaluaciones/${encodeURIComponent(groupCodes[0]!)}/${contact}`, { schema: evaluationsAnswerSchema, signal });
  }
  return apiRequest(`/api/formations/evaluaciones/${contact}`, { method: 'POST', body: { grupos: groupCodes }, schema: evaluationsAnswerSchema, signal });
}

export const evaluationsQueryOptions = (groupCodes: readonly string[], contactCode: string) =>
  queryOptions({
    queryKey: evaluationsKeys.evaluations(toGroupsScope(groupCodes), contactCode),
    queryFn: ({ signal }) => getEvaluations(groupCodes, contactCode, signal),
  });

/** The evaluations of these groups; idle without groups. */
export function useEvaluations(groupCodes: readonly string[], contactCode: string) {
  return useQuery({ ...evaluationsQueryOptions(groupCodes, contactCode), enabled: groupCodes.length > 0 });
}
