import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMultiSelectCombobox } from './use-multi-select-combobox';

const options = ['ana', 'blas', 'carla'];

/** A keydown event with the calls the hook makes on it recorded. */
function press(key: string) {
  const event = { key, preventDefault: vi.fn(), stopPropagation: vi.fn() };
  return { event, asReact: event as unknown as KeyboardEvent<HTMLInputElement> };
}

function renderCombobox(extra: Partial<Parameters<typeof useMultiSelectCombobox<string>>[0]> = {}) {
  const onToggle = vi.fn();
  const view = renderHook(() => useMultiSelectCombobox({ options, keyOf: (option) => option, onToggle, ...extra }));
  return { ...view, onToggle };
}

describe('useMultiSelectCombobox', () => {
  it('opens on ArrowDown, moves through the options without passing the ends, and picks the active one on Enter', () => {
    const onOpen = vi.fn();
    const { result, onToggle } = renderCombobox({ onOpen });
    act(() => result.current.onKeyDown(press('ArrowDown').asReact));
    expect(result.current.isOpen).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe('ana');
    act(() => result.current.onKeyDown(press('ArrowDown').asReact));
    act(() => result.current.onKeyDown(press('ArrowDown').asReact));
    act(() => result.current.onKeyDown(press('ArrowDown').asReact));
    expect(result.current.active).toBe('carla');
    act(() => result.current.onKeyDown(press('ArrowUp').asReact));
    expect(result.current.activeIndex).toBe(1);
    const enter = press('Enter');
    act(() => result.current.onKeyDown(enter.asReact));
    expect(onToggle).toHaveBeenCalledWith('blas');
    // Enter picks; it never submits the form around the field.
    expect(enter.event.preventDefault).toHaveBeenCalled();
    expect(result.current.isOpen).toBe(true);
  });

  it('closes on Escape without letting it reach a dialog, and forgets the active option', () => {
    const onClose = vi.fn();
    const { result } = renderCombobox({ onClose });
    act(() => result.current.onKeyDown(press('ArrowDown').asReact));
    const escape = press('Escape');
    act(() => result.current.onKeyDown(escape.asReact));
    expect(escape.event.stopPropagation).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.isOpen).toBe(false);
    expect(result.current.active).toBeUndefined();
  });

  it('lets Enter submit the form while the list is closed, unless the field handles Enter itself', () => {
    const closed = renderCombobox();
    const enter = press('Enter');
    act(() => closed.result.current.onKeyDown(enter.asReact));
    expect(enter.event.preventDefault).not.toHaveBeenCalled();
    expect(closed.onToggle).not.toHaveBeenCalled();

    const onEnterWithoutActive = vi.fn();
    const typed = renderCombobox({ onEnterWithoutActive });
    const enterTyped = press('Enter');
    act(() => typed.result.current.onKeyDown(enterTyped.asReact));
    expect(enterTyped.event.preventDefault).toHaveBeenCalled();
    expect(onEnterWithoutActive).toHaveBeenCalledTimes(1);
  });

  it('drops the last choice on Backspace only when the input is empty', () => {
    const onBackspaceWhenEmpty = vi.fn();
    const typing = renderCombobox({ onBackspaceWhenEmpty, isInputEmpty: false });
    act(() => typing.result.current.onKeyDown(press('Backspace').asReact));
    expect(onBackspaceWhenEmpty).not.toHaveBeenCalled();
    const empty = renderCombobox({ onBackspaceWhenEmpty, isInputEmpty: true });
    act(() => empty.result.current.onKeyDown(press('Backspace').asReact));
    expect(onBackspaceWhenEmpty).toHaveBeenCalledTimes(1);
  });

  it('makes a clicked option the active one and toggles it', () => {
    const { result, onToggle } = renderCombobox();
    act(() => result.current.open());
    act(() => result.current.pick('carla'));
    expect(onToggle).toHaveBeenCalledWith('carla');
    expect(result.current.active).toBe('carla');
  });
});
