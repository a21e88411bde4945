import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '../test/factories';
import {
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  clearSession,
  getSession,
  getUser,
  setSession,
  setToken,
  setUser,
  subscribeSession,
  useSession,
} from './session-store';

describe('session store', () => {
  it('keeps the token and the user in localStorage under fixed keys', () => {
    const user = makeSessionUser();
    setSession('abc', user);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(getSession()).toEqual({ token: 'abc', user });
    expect([TOKEN_STORAGE_KEY, USER_STORAGE_KEY]).toEqual(['campus.token', 'campus.user']);
  });

  it('forgets both on clear', () => {
    setSession('abc', makeSessionUser());
    clearSession();
    expect(getSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('returns the same snapshot object until something changes', () => {
    setSession('abc', makeSessionUser());
    const first = getSession();
    expect(getSession()).toBe(first);
    setToken('def');
    expect(getSession()).not.toBe(first);
    expect(getSession().token).toBe('def');
  });

  it('ignores a stored user that is not a valid user', () => {
    window.localStorage.setItem(USER_STORAGE_KEY, '{"fullname":42}');
    expect(getUser()).toBeNull();
    window.localStorage.setItem(USER_STORAGE_KEY, 'not json');
    expect(getUser()).toBeNull();
  });

  it('notifies subscribers of changes, and not of writes that change nothing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const user = makeSessionUser();
    setSession('abc', user);
    setUser(user);
    setToken('abc');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders React readers, including on a change made in another tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();

    act(() => setSession('abc', makeSessionUser({ fullname: 'Luis Pérez' })));
    expect(result.current.user?.fullname).toBe('Luis Pérez');

    act(() => {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    expect(result.current.token).toBeNull();
  });
});
