import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/**
 * GET /api/auth/freemium/providers: how each provider signs a visitor in now (real OAuth, the development
 * simulation, a code mailed to the visitor, or off), so the dialog offers only what works.
 */
export function getFreemiumProviders(signal?: AbortSignal) {
  return callEndpoint('listFreemiumProviders', { signal });
}

export const freemiumProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('listFreemiumProviders'),
    queryFn: ({ signal }) => getFreemiumProviders(signal),
    // The configuration behind it changes only with a restart.
    staleTime: 5 * 60_000,
  });

/** The providers' sign-in modes, fetched while the free-trial dialog is open. */
export function useFreemiumProviders(isEnabled: boolean) {
  return useQuery({ ...freemiumProvidersQueryOptions(), enabled: isEnabled });
}
