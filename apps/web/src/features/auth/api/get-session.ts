import { SESSION_RECHECK_INTERVAL_S } from '@campus/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { SESSION_QUERY_KEY } from '../../../lib/session-keys';

const RECHECK_INTERVAL_MS = SESSION_RECHECK_INTERVAL_S * 1000;

/** GET /api/auth/session: checks the stored token and answers the current user. */
export function getSession(signal?: AbortSignal) {
  return callEndpoint('getSession', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: RECHECK_INTERVAL_MS,
    refetchInterval: RECHECK_INTERVAL_MS,
    // The check must go on while the tab is hidden, or a dead session would only show on return.
    refetchIntervalInBackground: true,
    // Each failure has its own meaning (spec 002 §8), so a failure is handled, not retried.
    retry: false,
  });

/** The session re-check every 240 s (spec 002 §9), running only while `isEnabled`. */
export function useSessionQuery(isEnabled: boolean) {
  return useQuery({ ...sessionQueryOptions(), enabled: isEnabled });
}
