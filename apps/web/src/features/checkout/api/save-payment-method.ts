import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** POST /api/save-payment-method {customerId, paymentMethodId}: attaches a new card to the customer; answers the saved card. */
export function savePaymentMethod(customerId: string, paymentMethodId: string) {
  return callEndpoint('savePaymentMethod', { body: { customerId, paymentMethodId } });
}

/** Saves a card to the customer. */
export function useSavePaymentMethod() {
  return useMutation({
    mutationFn: ({ customerId, paymentMethodId }: { customerId: string; paymentMethodId: string }) => savePaymentMethod(customerId, paymentMethodId),
  });
}
