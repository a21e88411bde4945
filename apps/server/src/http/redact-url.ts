/** What a secret is written as in the logs. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a credential: the teacher's permanent sign-in token (`t`), one-time sign-in and
 * OAuth codes (`code`), the OAuth `state` and PKCE verifier, a signed file address's signature (`sig`) and any
 * token or secret by its usual name. Compared in lower case.
 */
const SECRET_QUERY_KEYS = new Set([
  't',
  'code',
  'sig',
  'state',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'password',
]);

/**
 * Paths whose segments are credentials: the personal calendar feed (`/api/calendar-feeds/<token>.ics`, the
 * address is the secret) and an H5P package's signed folder (`/api/files/h5p/:id/:c/:s/:exp/:sig/…`).
 */
const SECRET_PATHS: { pattern: RegExp; replace: (...groups: string[]) => string }[] = [
  { pattern: /^(\/api\/calendar-feeds\/)[^/]+?(\.ics)?(\/.*)?$/i, replace: (prefix, extension, rest) => `${prefix}${REDACTED}${extension}${rest}` },
  { pattern: /^(\/api\/files\/h5p\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/)[^/]+(\/.*)?$/i, replace: (prefix, rest) => `${prefix}${REDACTED}${rest}` },
];

/**
 * A request URL as the access log writes it: the same path and parameters, with the value of every secret
 * replaced by `[redacted]` (so a log line still says which call was made, never with what credential).
 * Works on the raw URL (no decoding or re-encoding of what is kept), so it never throws on broken input.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? null : url.slice(queryStart + 1);
  let redactedPath = path;
  for (const { pattern, replace } of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match) {
      redactedPath = replace(...match.slice(1).map((group) => group ?? ''));
      break;
    }
  }
  if (query === null) return redactedPath;
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_KEYS.has(decodeKey(rawKey).toLowerCase()) && equals !== -1 ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${redactedQuery}`;
}

/** A parameter name as the server reads it (`%74` is `t`, `+` a space); a broken escape is kept as written. */
function decodeKey(rawKey: string): string {
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' ')).trim();
  } catch {
    return rawKey;
  }
}

/**
 * The access log's `req` (Fastify's default fields) with its URL redacted: every request log line, the
 * incoming one and any error logged with the request, goes through it.
 */
export function serializeRequestForLog(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } | null }) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
