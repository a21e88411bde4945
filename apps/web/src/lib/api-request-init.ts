/**
 * How every API call is addressed and sent (spec 000 §7), with no imports: apiRequest uses it, and so
 * does the boot script (src/boot.ts), whose early requests must be the very same requests.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** Builds the request URL: same origin, path plus the query string. */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** The stored bearer token, no-cache headers and credentials; a JSON body unless it is FormData. */
export function buildRequestInit(
  token: string | null,
  { method = 'GET', body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): RequestInit {
  const headers = new Headers({ Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
    signal,
  };
}
