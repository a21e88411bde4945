import type { ContactCompletionAnswer, GroupProgress } from '@campus/contract';
import { lazySchema } from '../contract-schemas';
import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
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
    schema: lazySchema((contract) => contract.contactCompletionAnswerSchema),
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

/**
 * Writes progress the server measured (a completion's answer or its `content-completed` push) into the
 * progress cache, so the home cards and the formation header show it without asking again.
 */
export function writeGroupProgress(queryClient: QueryClient, contactCode: string, progress: readonly GroupProgress[]): void {
  for (const { formation, ...data } of progress) {
    queryClient.setQueryData<ContactCompletionAnswer>(formationProgressQueryOptions(contactCode, formation).queryKey, { status: 'ok', data });
  }
}
