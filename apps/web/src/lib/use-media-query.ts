import { constants } from '@campus/contract/plain';
import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Media query of the mobile layout (spec 000 §9: under 768 px). */
export const mobileMediaQuery = `(max-width: ${constants.breakpoints.mobile - 0.02}px)`;

/** True under the mobile breakpoint (768 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileMediaQuery);
}
