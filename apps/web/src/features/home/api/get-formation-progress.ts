import { contactCompletionAnswerSchema } from '@campus/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/events/contact/complete/{contactCode} {formation: groupCode}: how much of a group's content the
 * student has completed (data.percentage_partial, 0–100). A read, sent as POST as the spec writes it.
 */
export function getFormationProgress(contactCode: string, groupCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/events/contact/complete/${encodeURIComponent(contactCode)}`, {
    method: 'POST',
    body: { formation: groupCode },
    schema: contactCompletionAnswerSchema,
    signal,
  });
}

export const formationProgressQueryOptions = (contactCode: string, groupCode: string) =>
  queryOptions({
    queryKey: ['formation-progress', contactCode, groupCode],
    queryFn: ({ signal }) => getFormationProgress(contactCode, groupCode, signal),
  });

/** The progress of each group, in the order given. */
export function useFormationsProgress(contactCode: string, groupCodes: readonly string[]) {
  return useQueries({ queries: groupCodes.map((groupCode) => formationProgressQueryOptions(contactCode, groupCode)) });
}
