import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FreemiumGateHost } from '../features/freemium/freemium-gate-host';
import { PageLoader } from '../components/page-loader';
import { LeadSheetHost } from '../features/lead/lead-sheet-host';
import { CheckoutDialogSlot } from './checkout-dialog-slot';

/**
 * Top route: waits for lazily loaded route code and restores scroll positions between pages. It also
 * holds the dialogs any screen may open, signed in or not: the freemium gate and the lead sheet, and
 * provides the checkout dialog to the screens that sell something.
 */
export function RootLayout() {
  return (
    <>
      <CheckoutDialogSlot>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </CheckoutDialogSlot>
      <ScrollRestoration />
      <FreemiumGateHost />
      <LeadSheetHost />
    </>
  );
}
