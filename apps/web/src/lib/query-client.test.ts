import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../test/query-client';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

type RetryFn = (failureCount: number, error: unknown) => boolean;

function queryRetryOf(client: ReturnType<typeof createQueryClient>): RetryFn {
  const retry = client.getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error(`expected a retry function, got ${String(retry)}`);
  return retry as RetryFn;
}

describe('createQueryClient', () => {
  it('retries a network failure or a 5xx once, and never a 4xx', () => {
    const shouldRetry = queryRetryOf(createQueryClient());
    expect(shouldRetry(0, new ApiError(0, 'network', 'Sin conexión'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'unavailable', 'No disponible'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'unavailable', 'No disponible'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'No encontrado'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'unauthorized', 'Sesión caducada'))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('createTestQueryClient', () => {
  it('keeps the app defaults but never retries', () => {
    const app = createQueryClient().getDefaultOptions();
    const test = createTestQueryClient().getDefaultOptions();
    expect(test.queries).toMatchObject({ retry: false, staleTime: app.queries?.staleTime, refetchOnWindowFocus: false });
    expect(test.mutations?.retry).toBe(false);
  });
});
