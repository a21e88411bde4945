import type { ApiKey, ApiKeysAnswer } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** The one query of the feature: every key of the academy (a handful, not paged). */
export const apiKeysQueryKey = () => queryKeyOf('listApiKeys');

/** The one cache writer of keys: a created key goes first (newest first), a revoked one replaces its older copy. */
export function writeApiKeyIntoList(queryClient: QueryClient, key: ApiKey): void {
  queryClient.setQueryData<ApiKeysAnswer>(apiKeysQueryKey(), (answer) => {
    if (!answer) return answer;
    const isKnown = answer.keys.some((other) => other.id === key.id);
    return { ...answer, keys: isKnown ? answer.keys.map((other) => (other.id === key.id ? key : other)) : [key, ...answer.keys] };
  });
}
