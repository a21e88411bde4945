import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/vilearning/token: a short-lived signed token for the test space, and where to open it. 403: no access. */
export function getTestSpaceToken(signal?: AbortSignal) {
  return callEndpoint('getTestSpaceToken', { signal });
}

export const testSpaceTokenQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('getTestSpaceToken'),
    queryFn: ({ signal }) => getTestSpaceToken(signal),
    // The token lives minutes: every visit asks for a fresh one (the page only uses tokens fetched
    // after it mounted, see isFetchedAfterMount), whatever is still cached.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });

/** The test space token, asked for while `isEnabled` (never for freemium users). */
export function useTestSpaceToken(isEnabled: boolean) {
  return useQuery({ ...testSpaceTokenQueryOptions(), enabled: isEnabled });
}
