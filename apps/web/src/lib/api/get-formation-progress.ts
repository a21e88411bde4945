import { contactCompletionAnswerSchema } from '@campus/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Root of the progress keys: invalidate it after a completion changes. */
export const formationProgressKey = ['formation-progress'] as const;

/**
 * POST /api/events/contact/complete/{contactCode} {formation: groupCode}: how much of a group's content
 * the student has completed (data.percentage_partial, 0–100). A read, sent as POST as the spec writes it.
 * Shared by the home's progress cards and the formation page, which both show it.
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
    queryKey: [...formationProgressKey, contactCode, groupCode],
    queryFn: ({ signal }) => getFormationProgress(contactCode, groupCode, signal),
  });

/** One group's progress; disabled until both codes are known. */
export function useFormationProgress(contactCode: string | null | undefined, groupCode: string | null | undefined) {
  return useQuery({ ...formationProgressQueryOptions(contactCode ?? '', groupCode ?? ''), enabled: !!contactCode && !!groupCode });
}

/** The progress of each group, in the order given (the home's progress cards). */
export function useFormationsProgress(contactCode: string, groupCodes: readonly string[]) {
  return useQueries({ queries: groupCodes.map((groupCode) => formationProgressQueryOptions(contactCode, groupCode)) });
}
