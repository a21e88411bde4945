import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeApiKeyIntoList } from '../api-keys-cache';

/** DELETE /api/gestion/claves-api/{id}: answers the key, now revoked. */
export function revokeApiKey(id: number) {
  return callEndpoint('revokeApiKey', { params: { id } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeApiKey(id),
    onSuccess: (answer) => writeApiKeyIntoList(queryClient, answer.key),
  });
}
