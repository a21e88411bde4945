import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export interface PaymentSuccessInput {
  invoice: string;
  codigoContacto: string;
  codigoMatricula?: string;
  producto: number | string;
}

/**
 * POST /api/checkout/payment-alumno-success {invoice, codigoContacto, codigoMatricula, producto}: after a
 * paid invoice, the server creates the bonus line that opens the content (once, however often it is called).
 */
export function confirmPaymentSuccess(input: PaymentSuccessInput) {
  return callEndpoint('confirmPayment', { body: input });
}

/** Confirms a paid purchase. */
export function useConfirmPaymentSuccess() {
  return useMutation({ mutationFn: confirmPaymentSuccess });
}
