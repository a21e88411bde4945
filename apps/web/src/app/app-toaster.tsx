import { constants } from '@campus/contract/plain';
import { Toaster } from 'sonner';

/**
 * Toasts start just below the header, not over it: at the top centre (spec 002 §2) a toast at sonner's
 * default 24 px covered the streak and the notification bell for its 3 s, on wide and narrow screens alike.
 */
export const toastOffsetTop = 'calc(var(--header-height) + var(--space-2))';

/** The app's toasts: top-centre, 3 s, below the header. */
export function AppToaster() {
  return <Toaster position="top-center" duration={constants.toastDurationMs} richColors offset={{ top: toastOffsetTop }} mobileOffset={{ top: toastOffsetTop }} />;
}
