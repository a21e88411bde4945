import { constants } from '@campus/contract/plain';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * Toasts start just below the header, not over it: at the top centre (spec 002 §2) a toast at sonner's
 * default 24 px covered the streak and the notification bell for its 3 s, on wide and narrow screens alike.
 */
export const toastOffsetTop = 'calc(var(--header-height) + var(--space-2))';

/**
 * The rich colours of each kind of toast, as sonner's variables. Sonner's own light theme paints its text between
 * 3.1:1 (warning) and 4.4:1 (success) on its backgrounds, under the 4.5:1 WCAG AA asks of 13 px text: axe flagged
 * "Inicio de sesión correcto" on every screen where it was still showing. Same hues, darker text.
 */
export const toastColors = {
  success: { bg: '#ecfdf3', border: '#bffcd9', text: '#006b24' },
  info: { bg: '#f0f8ff', border: '#dde6fd', text: '#075bb0' },
  warning: { bg: '#fffcf0', border: '#fdf0b6', text: '#9a4a00' },
  error: { bg: '#fff0f0', border: '#ffe0e1', text: '#c40000' },
} as const;

const toasterStyle = Object.fromEntries(
  Object.entries(toastColors).flatMap(([kind, colors]) => [
    [`--${kind}-bg`, colors.bg],
    [`--${kind}-border`, colors.border],
    [`--${kind}-text`, colors.text],
  ]),
) as CSSProperties;

/** The app's toasts: top-centre, 3 s, below the header. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      duration={constants.toastDurationMs}
      richColors
      style={toasterStyle}
      offset={{ top: toastOffsetTop }}
      mobileOffset={{ top: toastOffsetTop }}
    />
  );
}
