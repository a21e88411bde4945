import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a value on only once it has stayed the same for the whole delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: '' } });
    rerender({ value: 'S' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('S');
  });

  it('restarts the wait on every change, so only the last of quick changes comes out', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: '' } });
    for (const value of ['S', 'Se', 'Ser', 'Serg']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(400));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Serg');
  });
});
