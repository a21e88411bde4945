import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';

/** POST /api/checkout/get-customer-payment-methods {customerId}: the customer's saved cards. */
export function getCustomerPaymentMethods(customerId: string, signal?: AbortSignal) {
  return callEndpoint('listPaymentMethods', { body: { customerId }, signal });
}

export const paymentMethodsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: checkoutKeys.paymentMethods(customerId),
    queryFn: ({ signal }) => getCustomerPaymentMethods(customerId, signal),
    staleTime: 0,
  });

/** The saved cards; disabled until the customer is known. */
export function useCustomerPaymentMethods(customerId: string | null) {
  return useQuery({ ...paymentMethodsQueryOptions(customerId ?? ''), enabled: !!customerId });
}
