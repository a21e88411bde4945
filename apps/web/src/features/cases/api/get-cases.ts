import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { caseKeys } from '../cases-cache';

/** GET /api/user/casos (spec 002 §7): the caller's own support cases, newest first. */
export function getCases(signal?: AbortSignal) {
  return callEndpoint('listOwnCases', { signal });
}

export const casesQueryOptions = () => queryOptions({ queryKey: caseKeys.own(), queryFn: ({ signal }) => getCases(signal) });

/** The signed-in user's cases; idle while `isEnabled` is false (a freemium visitor sees a locked preview). */
export function useCases(isEnabled = true) {
  return useQuery({ ...casesQueryOptions(), enabled: isEnabled });
}
