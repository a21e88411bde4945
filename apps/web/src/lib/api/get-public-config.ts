import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/** GET /api/public-config: support contact and identity provider kind, readable without a session. */
export function getPublicConfig(signal?: AbortSignal) {
  return callEndpoint('getPublicConfig', { signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('getPublicConfig'),
    queryFn: ({ signal }) => getPublicConfig(signal),
    // It changes only with a server deployment.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The public configuration; screens degrade gracefully (no support link) while it loads or if it fails. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
