import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * GET /api/adeudos/stripe/{stripeId} (spec 002 §7) with the paid invoice's id: the address of its PDF (Stripe's
 * hosted one, or the secretary's, signed and short-lived). Asked on click, never cached: the address expires.
 */
export function getPurchaseInvoicePdf(invoiceId: string) {
  return callEndpoint('getInvoicePdf', { params: { stripeId: invoiceId } });
}
