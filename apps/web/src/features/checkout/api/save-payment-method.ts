import { paymentMethodAnswerSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/save-payment-method {customerId, paymentMethodId}: attaches a new card to the customer; answers the saved card. */
export function savePaymentMethod(customerId: string, paymentMethodId: string) {
  return apiRequest('/api/save-payment-method', { method: 'POST', body: { customerId, paymentMethodId }, schema: paymentMethodAnswerSchema });
}

/** Saves a card to the customer. */
export function useSavePaymentMethod() {
  return useMutation({ mutationFn: ({ customerId, paymentMethodId }: { customerId: string; paymentMethodId: string }) => savePaymentMethod(customerId, paymentMethodId) });
}
