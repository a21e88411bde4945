import type { CreateApiKeyBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeApiKeyIntoList } from '../api-keys-cache';

/** POST /api/gestion/claves-api: 201 answers the key and, this once, its secret. */
export function createApiKey(body: CreateApiKeyBody) {
  return callEndpoint('createApiKey', { body });
}

/** Creates a key and puts it first in the cached list (the secret never enters the cache). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => createApiKey(body),
    onSuccess: (answer) => writeApiKeyIntoList(queryClient, answer.key),
  });
}
