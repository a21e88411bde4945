import type { Product } from '@campus/contract';
import { createContext, Suspense, useContext, type ComponentType } from 'react';

/** What the checkout dialog receives: the props of `PurchaseDialog` with a product always set. */
export interface PurchaseDialogContentProps {
  /** The product to buy (its price comes from the server's record). */
  product: Product;
  /** The enrolment (edu_matricula) the purchase belongs to, when known. */
  enrolmentCode: string | null;
  onClose: () => void;
  /** After the purchase succeeded (the user's groups are already refetched): reload what it opens. */
  onPurchased?: () => void;
}

/**
 * The slot the checkout dialog is plugged into. components/ never imports a feature, so the app layer
 * (app/checkout-dialog-slot) provides features/checkout's dialog here, loaded lazily.
 */
const PurchaseDialogSlot = createContext<ComponentType<PurchaseDialogContentProps> | null>(null);

/** Provides the checkout dialog to every `PurchaseDialog` below it. */
export const PurchaseDialogSlotProvider = PurchaseDialogSlot.Provider;

export interface PurchaseDialogProps extends Omit<PurchaseDialogContentProps, 'product' | 'enrolmentCode'> {
  /** The product to buy; the dialog is shown while it is set. */
  product: Product | null;
  enrolmentCode?: string | null;
}

/**
 * The card purchase dialog, for every screen that sells something (the formation page's locked content,
 * the calendar's unavailable events). Features do not import each other: this component renders whatever
 * dialog the app layer put in the slot.
 */
export function PurchaseDialog({ product, enrolmentCode = null, onClose, onPurchased }: PurchaseDialogProps) {
  const CheckoutDialog = useContext(PurchaseDialogSlot);
  if (!product) return null;
  // A missing provider is a wiring mistake, not a state to hide: a purchase button that does nothing loses sales.
  if (!CheckoutDialog) throw new Error('PurchaseDialog needs a PurchaseDialogSlotProvider above it (app/root-layout).');
  return (
    <Suspense fallback={null}>
      <CheckoutDialog key={product.id} product={product} enrolmentCode={enrolmentCode} onClose={onClose} onPurchased={onPurchased} />
    </Suspense>
  );
}
