import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_STATE_STORAGE_KEY, buildAuthorizeUrl, consumeSignInState, startSignIn } from './sign-in-redirect';

describe('sign-in redirect', () => {
  it('builds the authorize address with /login as the return address', () => {
    const url = new URL(buildAuthorizeUrl('https://campus.example', 'abc'), 'https://campus.example');
    expect(url.pathname).toBe('/auth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('https://campus.example/login');
    expect(url.searchParams.get('state')).toBe('abc');
  });

  it('remembers a random state and sends the browser to the academy sign-in', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });

    startSignIn();

    const state = window.sessionStorage.getItem(SIGN_IN_STATE_STORAGE_KEY);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(assign).toHaveBeenCalledWith(buildAuthorizeUrl('http://localhost', state ?? ''));
    expect(consumeSignInState()).toBe(state);
    expect(consumeSignInState()).toBeNull();
  });
});
