import type { LightMyRequestResponse } from 'fastify';

/** The cookies an answer sets, as a browser would send them back (`name=value; …`). */
export function readSetCookies(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
