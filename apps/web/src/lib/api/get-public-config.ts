import { lazySchema } from '../contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** GET /api/public-config: support contact and identity provider kind, readable without a session. */
export function getPublicConfig(signal?: AbortSignal) {
  return apiRequest('/api/public-config', { schema: lazySchema((contract) => contract.publicConfigAnswerSchema), signal });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // It changes only with a server deployment.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The public configuration; screens degrade gracefully (no support link) while it loads or if it fails. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
