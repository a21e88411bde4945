import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/**
 * GET /api/adeudos/stripe/{stripeId} (spec 002 §7): the invoice's PDF address (Stripe's hosted one, or ours,
 * signed and short-lived). Asked on click, never cached: the address expires.
 */
export function getInvoicePdf(reference: string) {
  return callEndpoint('getInvoicePdf', { params: { stripeId: reference } });
}

export function useInvoicePdf() {
  return useMutation({ mutationFn: (reference: string) => getInvoicePdf(reference) });
}
