import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { apiKeysQueryKey } from '../api-keys-cache';

/** GET /api/gestion/claves-api (issue 31): the academy's API keys, newest first, never their secrets. */
export function getApiKeys(signal?: AbortSignal) {
  return callEndpoint('listApiKeys', { signal });
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey(), queryFn: ({ signal }) => getApiKeys(signal) });
}
