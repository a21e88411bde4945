import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a Socket.IO request may come from where it says. A browser always sends `Origin` on the
 * WebSocket upgrade and on cross-origin requests: it must be this app's own origin (PUBLIC_URL), which
 * stops other sites from opening sockets with a stolen token. A same-origin polling GET carries no
 * `Origin`; browsers then mark it `Sec-Fetch-Site: same-origin`, and anything else claiming to be a
 * browser request is refused. Non-browser clients (no `Origin`, no `Sec-Fetch-*`) prove themselves with
 * the token only, like every API call.
 */
export function isAllowedSocketOrigin(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const fetchSite = headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin';
}
