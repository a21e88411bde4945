import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads one cookie of the request (no cookie plugin: the sign-in cookies are the only ones Campus sets). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The sign-in ticket of an accepted invitation (issue 31): set by `POST /auth/invitacion`, read and cleared by
 * `GET /auth/authorize`, which exchanges it for the usual code bound to the web's state.
 */
export const INVITATION_SIGN_IN_COOKIE = 'campus_invitation_signin';

export interface SignInCookieOptions {
  path: string;
  maxAgeSeconds: number;
  /** Secure when the app is served over https (PUBLIC_URL). */
  isSecure: boolean;
}

/**
 * Sets a short-lived sign-in cookie: HttpOnly (no script reads it), SameSite=Lax (a cross-site POST does
 * not carry it; the top-level return from a provider does), scoped to the one path that needs it.
 */
export function setSignInCookie(reply: FastifyReply, name: string, value: string, options: SignInCookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.isSecure) parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...cookies, parts.join('; ')]);
}

/** Forgets a sign-in cookie once it has been used. */
export function clearSignInCookie(reply: FastifyReply, name: string, options: Omit<SignInCookieOptions, 'maxAgeSeconds'>): void {
  setSignInCookie(reply, name, '', { ...options, maxAgeSeconds: 0 });
}

/**
 * True when a form POST comes from a page of this app: its Origin (or, without one, its Referer) is
 * PUBLIC_URL's origin. A cross-site form (login CSRF) carries the attacker's origin, or "null".
 */
export function isFromPublicOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const expected = new URL(publicUrl).origin;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === expected;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}

/**
 * Answers a sign-in page. Its forms are checked for their Origin, and under the app-wide
 * `Referrer-Policy: no-referrer` browsers send `Origin: null` even for a page's own form; `same-origin`
 * lets them name this origin to this origin, and still nothing to other sites.
 */
export function sendSignInHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);
}
