import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';

// The test setup loads the schemas at once; these tests take fresh modules to see the app before they load.
async function freshModules() {
  vi.resetModules();
  const schemas = await import('./contract-schemas');
  const { apiRequest, ApiError } = await import('./api-client');
  return { ...schemas, apiRequest, ApiError };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contract schemas loaded after the first paint', () => {
  it('takes an answer as typed before the schemas load and logs a mismatch once they have', async () => {
    const { allowContractLoad, apiRequest, lazySchema, loadContract, loadedContract } = await freshModules();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/notifications/unread-number': jsonResponse({ status: 'ok', count: -1 }) });

    const answer = await apiRequest('/api/notifications/unread-number', { schema: lazySchema((contract) => contract.unreadNumberAnswerSchema) });

    expect(answer).toEqual({ status: 'ok', count: -1 });
    expect(loadedContract()).toBeNull();
    allowContractLoad();
    await loadContract();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Respuesta inesperada de GET /api/notifications/unread-number', expect.anything()));
  });

  it('checks at once, and refuses a mismatch, once the schemas have loaded', async () => {
    const { allowContractLoad, apiRequest, ApiError, lazySchema, loadContract } = await freshModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    allowContractLoad();
    await loadContract();
    mockFetch({ '/api/notifications/unread-number': jsonResponse({ status: 'ok', count: -1 }) });

    const request = apiRequest('/api/notifications/unread-number', { schema: lazySchema((contract) => contract.unreadNumberAnswerSchema) });

    await expect(request).rejects.toBeInstanceOf(ApiError);
    await expect(request).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('takes a stored value as typed before the schemas load and reports a mismatch once they have', async () => {
    const { allowContractLoad, lazySchema, loadContract, parseStored } = await freshModules();
    const onLateMismatch = vi.fn();
    const schema = lazySchema((contract) => contract.sessionUserSchema);

    expect(parseStored('{"edu_codigocontacto":7}', schema, onLateMismatch)).toEqual({ edu_codigocontacto: 7 });
    expect(parseStored('not json', schema, onLateMismatch)).toBeNull();
    expect(parseStored('null', schema, onLateMismatch)).toBeNull();
    allowContractLoad();
    await loadContract();
    await vi.waitFor(() => expect(onLateMismatch).toHaveBeenCalledTimes(1));
    expect(parseStored('{"edu_codigocontacto":7}', schema, onLateMismatch)).toBeNull();
  });
});
