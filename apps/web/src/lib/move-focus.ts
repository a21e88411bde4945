/** Open layers a person may be working in: focus that sits in one of these belongs to them. */
const OPEN_LAYER_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Moves focus to what a page has just brought into view (a highlighted post, an opened mail or event),
 * unless the person is working in a dialog, menu or list box that does not hold it. Those moves often
 * run when data arrives, and by then the person may have opened the notification panel or a menu:
 * pulling focus out would close a non-modal panel under their pointer (Radix dismisses it when focus
 * leaves) or strand a keyboard user.
 */
export function moveFocusTo(element: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (!element) return;
  const active = document.activeElement;
  const layer = active instanceof Element ? active.closest(OPEN_LAYER_SELECTOR) : null;
  if (layer && !layer.contains(element)) return;
  element.focus(options);
}
