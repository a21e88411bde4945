import type { ContactCompletionAnswer, GroupProgress } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/** Root of the progress keys (every group's, whatever the contact): invalidate it after a completion changes. */
export const formationProgressKey = ['getGroupCompletion'] as const satisfies readonly [EndpointName];

/**
 * POST /api/events/contact/complete/{contactCode} {formation: groupCode}: how much of a group's content
 * the student has completed (data.percentage_partial, 0–100). A read, sent as POST as the spec writes it.
 * Shared by the home's progress cards and the formation page, which both show it.
 */
export function getFormationProgress(contactCode: string, groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getGroupCompletion', { params: { contactId: contactCode }, body: { formation: groupCode }, signal });
}

export const formationProgressQueryOptions = (contactCode: string, groupCode: string) =>
  queryOptions({
    // The body of this read (the group) is part of its key.
    queryKey: [...queryKeyOf('getGroupCompletion', { contactId: contactCode }), { formation: groupCode }] as const,
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
