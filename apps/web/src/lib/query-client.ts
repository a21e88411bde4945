import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 1;

/** Retries only failures that may pass on a second try: network errors and 5xx, never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** One QueryClient per app (and per test): sensible defaults for a student platform. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Focus refetches would repeat error toasts each time the student comes back to the tab.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
