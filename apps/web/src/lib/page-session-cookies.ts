import { PAGE_SESSION_COOKIE_MAX_AGE_S, pageSessionCookies } from '@campus/contract/plain';

/** The browser's IANA time zone, or null when the browser does not say. */
export function readBrowserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function writeCookie(name: string, value: string | null): void {
  const isSecure = window.location.protocol === 'https:';
  const attributes = `Path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`;
  document.cookie =
    value === null ? `${name}=; Max-Age=0; ${attributes}` : `${name}=${encodeURIComponent(value)}; Max-Age=${PAGE_SESSION_COOKIE_MAX_AGE_S}; ${attributes}`;
}

/**
 * Mirrors the bearer token (and the browser's time zone) into the cookies the server reads to render the
 * home's HTML (contract: pageSessionCookies). The token is already readable by this page's scripts in
 * localStorage, so a script-readable copy exposes nothing new; the server never takes it as an API
 * credential. `null` forgets both (logout, broken session).
 */
export function writePageSessionCookies(token: string | null): void {
  if (typeof document === 'undefined') return;
  writeCookie(pageSessionCookies.token, token);
  writeCookie(pageSessionCookies.timeZone, token === null ? null : readBrowserTimeZone());
}

/** True when the page-session cookie holds `token` (so main.tsx writes it only when it is missing or stale). */
export function hasPageSessionCookie(token: string): boolean {
  if (typeof document === 'undefined') return false;
  const expected = `${pageSessionCookies.token}=${encodeURIComponent(token)}`;
  const timeZone = readBrowserTimeZone();
  const cookies = document.cookie.split('; ');
  return cookies.includes(expected) && (timeZone === null || cookies.includes(`${pageSessionCookies.timeZone}=${encodeURIComponent(timeZone)}`));
}
