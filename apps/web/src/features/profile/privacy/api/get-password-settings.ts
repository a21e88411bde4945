import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../../lib/api/call-endpoint';

/** GET /api/auth/password-settings: whether the academy sign-in or an OIDC provider (with its account page) holds the password. */
export function getPasswordSettings(signal?: AbortSignal) {
  return callEndpoint('getPasswordSettings', { signal });
}

export const passwordSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('getPasswordSettings'),
    queryFn: ({ signal }) => getPasswordSettings(signal),
    // It changes only with the server's configuration.
    staleTime: Infinity,
  });

/** `isEnabled` false: not asked yet (the information tab asks only once a new personal address needs the password). */
export function usePasswordSettings(isEnabled = true) {
  return useQuery({ ...passwordSettingsQueryOptions(), enabled: isEnabled });
}
