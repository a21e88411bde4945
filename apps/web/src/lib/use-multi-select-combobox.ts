import { useState, type KeyboardEvent } from 'react';

interface MultiSelectComboboxOptions<Option> {
  /** The options listed now, in the order the listbox shows them. */
  options: readonly Option[];
  /** A stable key: the active option is kept by key, so a lookup answering meanwhile never moves it to another. */
  keyOf: (option: Option) => string;
  /** Picks or drops an option (Enter, or a click through `pick`). */
  onToggle: (option: Option) => void;
  /** Called whenever the list opens (e.g. to start a lookup). */
  onOpen?: () => void;
  /** Called whenever the list closes (Escape, blur). */
  onClose?: () => void;
  /** Enter with no active option (e.g. add what was typed as an address). */
  onEnterWithoutActive?: () => void;
  /** Backspace in an empty input (e.g. drop the last chip). */
  onBackspaceWhenEmpty?: () => void;
  /** Whether the input is empty, for `onBackspaceWhenEmpty`. */
  isInputEmpty?: boolean;
}

/**
 * The keyboard and open state of a multi-select combobox (WAI-ARIA 1.2 combobox with a listbox popup) that picks
 * several options and stays open for more: ArrowDown opens and moves down, ArrowUp moves up, Enter picks or drops
 * the active option and never submits the surrounding form, Escape closes without leaving a dialog. The mail
 * recipients and the academy notices' recipients share it; each renders its own options and chips.
 */
export function useMultiSelectCombobox<Option>({
  options,
  keyOf,
  onToggle,
  onOpen,
  onClose,
  onEnterWithoutActive,
  onBackspaceWhenEmpty,
  isInputEmpty,
}: MultiSelectComboboxOptions<Option>) {
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = isOpen ? options.findIndex((option) => keyOf(option) === activeKey) : -1;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const moveTo = (index: number) => {
    const option = options[index];
    setActiveKey(option === undefined ? null : keyOf(option));
  };

  const open = () => {
    setIsOpen(true);
    onOpen?.();
  };
  const close = () => {
    setIsOpen(false);
    setActiveKey(null);
    onClose?.();
  };
  /** After typing: the list shows new options, none of them active yet. */
  const resetActive = () => setActiveKey(null);
  /** A click on an option: it becomes the active one and is picked or dropped. */
  const pick = (option: Option) => {
    setActiveKey(keyOf(option));
    onToggle(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open();
      if (options.length > 0) moveTo(Math.min(activeIndex + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) moveTo(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter') {
      if (!isOpen && !onEnterWithoutActive) return;
      event.preventDefault();
      if (active !== undefined) onToggle(active);
      else onEnterWithoutActive?.();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      // A combobox inside a dialog: Escape closes the list, not the dialog.
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && isInputEmpty) {
      onBackspaceWhenEmpty?.();
    }
  };

  return { isOpen, open, close, active, activeIndex, resetActive, pick, onKeyDown };
}
