import { lazy, type ReactNode } from 'react';
import { PurchaseDialogSlotProvider } from '../components/purchase-dialog';

// The checkout code (card forms, the payment steps, Stripe) loads only when a student starts a purchase.
const CheckoutDialog = lazy(() => import('../features/checkout/purchase-dialog').then((module) => ({ default: module.CheckoutDialog })));

/**
 * Plugs features/checkout's dialog into components/purchase-dialog's slot, so any feature can sell
 * something without importing the checkout feature.
 */
export function CheckoutDialogSlot({ children }: { children: ReactNode }) {
  return <PurchaseDialogSlotProvider value={CheckoutDialog}>{children}</PurchaseDialogSlotProvider>;
}
