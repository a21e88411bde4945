import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FreemiumGateDialog } from '../components/freemium-gate-dialog';
import { PageLoader } from '../components/page-loader';
import { LeadSheetHost } from '../features/lead/lead-sheet-host';

/**
 * Top route: waits for lazily loaded route code and restores scroll positions between pages. It also
 * holds the dialogs any screen may open, signed in or not: the freemium gate and the lead sheet.
 */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      <FreemiumGateDialog />
      <LeadSheetHost />
    </>
  );
}
