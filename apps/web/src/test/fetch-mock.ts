import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** The API's error answer shape. */
export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ status: 'error', code, message }, { status });
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Replaces global fetch with a vi.fn answering by path; unknown paths answer 404 so a test notices a
 * call it did not expect. Returns the mock, to assert on calls.
 */
export function mockFetch(routes: Record<string, Response | (() => Response) | Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? await route(url, init) : route?.clone();
    return answer ?? jsonResponse({ status: 'error', code: 'not_found', message: 'Recurso no encontrado' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, pathname: string) {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname);
}
