import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/checkout/pay-invoice-alumno {invoiceId, paymentMethodId}: charges the card; the invoice comes
 * back with status 'paid', or still 'open' with the `payment_intent` the bank must authenticate (3-D
 * Secure), or the call fails with 402 and the provider's Spanish reason (declined card).
 */
export function payInvoice(invoiceId: string, paymentMethodId: string) {
  return callEndpoint('payInvoice', { body: { invoiceId, paymentMethodId } });
}

/** Pays an invoice. */
export function usePayInvoice() {
  return useMutation({
    mutationFn: ({ invoiceId, paymentMethodId }: { invoiceId: string; paymentMethodId: string }) => payInvoice(invoiceId, paymentMethodId),
  });
}
