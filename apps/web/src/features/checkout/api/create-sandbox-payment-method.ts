import { paymentMethodAnswerSchema, type SandboxCardBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/checkout/sandbox/payment-methods {number, exp_month, exp_year, cvc, name}: the built-in sandbox
 * turns a test card into a payment method, as Stripe Elements does with a real one.
 */
export function createSandboxPaymentMethod(card: SandboxCardBody) {
  return apiRequest('/api/checkout/sandbox/payment-methods', { method: 'POST', body: card, schema: paymentMethodAnswerSchema });
}

/** Creates a sandbox payment method. */
export function useCreateSandboxPaymentMethod() {
  return useMutation({ mutationFn: createSandboxPaymentMethod });
}
