import { casesAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { caseKeys } from '../cases-cache';

/** GET /api/user/casos (spec 002 §7): the caller's own support cases, newest first. */
export function getCases(signal?: AbortSignal) {
  return apiRequest('/api/user/casos', { schema: casesAnswerSchema, signal });
}

export const casesQueryOptions = () => queryOptions({ queryKey: caseKeys.own(), queryFn: ({ signal }) => getCases(signal) });

/** The signed-in user's cases; idle while `isEnabled` is false (a freemium visitor sees a locked preview). */
export function useCases(isEnabled = true) {
  return useQuery({ ...casesQueryOptions(), enabled: isEnabled });
}
