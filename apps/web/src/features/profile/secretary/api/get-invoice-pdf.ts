import { invoicePdfAnswerSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/adeudos/stripe/{stripeId} (spec 002 §7): the invoice's PDF address (Stripe's hosted one, or ours,
 * signed and short-lived). Asked on click, never cached: the address expires.
 */
export function getInvoicePdf(reference: string) {
  return apiRequest(`/api/adeudos/stripe/${encodeURIComponent(reference)}`, { schema: invoicePdfAnswerSchema });
}

export function useInvoicePdf() {
  return useMutation({ mutationFn: (reference: string) => getInvoicePdf(reference) });
}
