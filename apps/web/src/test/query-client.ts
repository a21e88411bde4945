import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's query client (same staleness and focus rules) without retries: a failed call fails at once,
 * so an error state shows up on the first answer instead of after the retry delay, and a test never waits
 * on the wall clock. The retry policy itself is tested in lib/query-client.test.ts.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}
