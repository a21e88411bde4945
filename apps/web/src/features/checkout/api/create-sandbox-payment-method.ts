import type { SandboxCardBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/**
 * POST /api/checkout/sandbox/payment-methods {number, exp_month, exp_year, cvc, name}: the built-in sandbox
 * turns a test card into a payment method, as Stripe Elements does with a real one.
 */
export function createSandboxPaymentMethod(card: SandboxCardBody) {
  return callEndpoint('createSandboxCard', { body: card });
}

/** Creates a sandbox payment method. */
export function useCreateSandboxPaymentMethod() {
  return useMutation({ mutationFn: createSandboxPaymentMethod });
}
