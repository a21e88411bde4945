import { pageSessionCookies } from '@campus/contract/plain';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSessionUser } from '../test/factories';
import { hasPageSessionCookie, writePageSessionCookies } from './page-session-cookies';
import { clearSession, setSession, setToken } from './session-store';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const readCookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );

afterEach(() => {
  writePageSessionCookies(null);
});

describe('page-session cookies', () => {
  it('follow the stored token: sign-in writes them, a renewal replaces the token, a logout forgets both', () => {
    setSession('token/with+signs=', makeSessionUser());
    expect(readCookies()).toMatchObject({ [pageSessionCookies.token]: 'token/with+signs=', [pageSessionCookies.timeZone]: zone });
    expect(hasPageSessionCookie('token/with+signs=')).toBe(true);

    setToken('renewed-token');
    expect(readCookies()[pageSessionCookies.token]).toBe('renewed-token');
    expect(hasPageSessionCookie('token/with+signs=')).toBe(false);

    clearSession();
    expect(readCookies()[pageSessionCookies.token]).toBeUndefined();
    expect(readCookies()[pageSessionCookies.timeZone]).toBeUndefined();
  });

  it('tells a missing cookie apart, so a session stored before them gets them at start', () => {
    expect(hasPageSessionCookie('token-1')).toBe(false);
    writePageSessionCookies('token-1');
    expect(hasPageSessionCookie('token-1')).toBe(true);
  });
});
