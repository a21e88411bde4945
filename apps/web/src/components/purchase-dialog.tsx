import type { Product } from '@campus/contract';
import { lazy, Suspense } from 'react';

// The checkout code (card forms, the payment steps) loads only when a student starts a purchase.
const CheckoutDialog = lazy(() => import('../features/checkout/purchase-dialog').then((module) => ({ default: module.CheckoutDialog })));

export interface PurchaseDialogProps {
  /** The product to buy; the dialog is shown while it is set. */
  product: Product | null;
  /** The enrolment (edu_matricula) the purchase belongs to, when known. */
  enrolmentCode?: string | null;
  onClose: () => void;
  /** After the purchase succeeded (the user's groups are already refetched): reload what it opens. */
  onPurchased?: () => void;
}

/**
 * The card purchase dialog of features/checkout, for every screen that sells something (the formation
 * page's locked content, the calendar's unavailable events): features do not import each other.
 */
export function PurchaseDialog({ product, enrolmentCode = null, onClose, onPurchased }: PurchaseDialogProps) {
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutDialog key={product.id} product={product} enrolmentCode={enrolmentCode} onClose={onClose} onPurchased={onPurchased} />
    </Suspense>
  );
}
