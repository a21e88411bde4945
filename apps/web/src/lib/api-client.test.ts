import { loginAnswerSchema } from '@campus/contract';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { makeLoginAnswer, makeSessionUser } from '../test/factories';
import { ApiError, apiRequest, buildApiUrl } from './api-client';
import { clearSession, getToken, setSession } from './session-store';

function headersOf(fetchMock: ReturnType<typeof mockFetch>, index = 0): Headers {
  const init = fetchMock.mock.calls[index]?.[1];
  return new Headers(init?.headers);
}

describe('apiRequest', () => {
  it('sends the stored token as a bearer, with credentials and no-cache headers', async () => {
    setSession('stored-token', makeSessionUser());
    const fetchMock = mockFetch({ '/api/thing': jsonResponse({ status: 'ok' }) });

    await apiRequest('/api/thing');

    const headers = headersOf(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no Authorization header while signed out', async () => {
    const fetchMock = mockFetch({ '/api/public-config': jsonResponse({ status: 'ok' }) });
    await apiRequest('/api/public-config');
    expect(headersOf(fetchMock).has('Authorization')).toBe(false);
  });

  it('replaces the stored token with the one in the authorization answer header', async () => {
    setSession('old-token', makeSessionUser());
    mockFetch({ '/api/thing': jsonResponse({ status: 'ok' }, { headers: { authorization: 'Bearer renewed-token' } }) });

    await apiRequest('/api/thing');

    expect(getToken()).toBe('renewed-token');
  });

  it('does not bring a session back when a renewed token arrives after logout', async () => {
    setSession('old-token', makeSessionUser());
    mockFetch({
      '/api/thing': () => {
        clearSession();
        return jsonResponse({ status: 'ok' }, { headers: { authorization: 'Bearer renewed-token' } });
      },
    });

    await apiRequest('/api/thing');

    expect(getToken()).toBeNull();
  });

  it("throws an ApiError carrying the server's status, code and Spanish message", async () => {
    mockFetch({ '/api/auth/login-app-alumno': errorResponse(403, 'no_access', 'No tienes acceso a esta plataforma') });

    const failure = apiRequest('/api/auth/login-app-alumno');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'no_access', message: 'No tienes acceso a esta plataforma' });
  });

  it("treats a 200 answer with status 'error' as a failure", async () => {
    mockFetch({ '/api/thing': jsonResponse({ status: 'error', code: 'conflict', message: 'Ya existe' }) });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 200, code: 'conflict', message: 'Ya existe' });
  });

  it('gives a Spanish message when the answer is not JSON', async () => {
    mockFetch({ '/api/thing': new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 502, code: 'internal', message: 'Ha ocurrido un error inesperado' });
  });

  it('reports a network failure with status 0', async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('checks the answer against a contract schema', async () => {
    mockFetch({ '/api/ok': jsonResponse(makeLoginAnswer()), '/api/bad': jsonResponse({ status: 'ok', token: 1 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(apiRequest('/api/ok', { schema: loginAnswerSchema })).resolves.toMatchObject({ token: 'token-from-login' });
    await expect(apiRequest('/api/bad', { schema: loginAnswerSchema })).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('sends JSON bodies with their content type', async () => {
    const fetchMock = mockFetch({ '/api/thing': jsonResponse({ status: 'ok' }, { status: 201 }) });
    await apiRequest('/api/thing', { method: 'POST', body: { nombre: 'Ana' } });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"nombre":"Ana"}');
    expect(headersOf(fetchMock).get('Content-Type')).toBe('application/json');
  });
});

describe('buildApiUrl', () => {
  it('adds the query, leaving out empty values', () => {
    expect(buildApiUrl('/api/x', { code: 'a b', platform: 'alumno', missing: undefined, none: null })).toBe('/api/x?code=a+b&platform=alumno');
    expect(buildApiUrl('/api/x', {})).toBe('/api/x');
  });
});
