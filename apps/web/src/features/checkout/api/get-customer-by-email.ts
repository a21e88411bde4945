import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';

/** POST /api/checkout/get-customer-by-email {email}: the payment customer of the signed-in student. */
export function getCustomerByEmail(email: string, signal?: AbortSignal) {
  return callEndpoint('getCustomerByEmail', { body: { email }, signal });
}

export const customerQueryOptions = (email: string) =>
  queryOptions({
    queryKey: checkoutKeys.customer(email),
    queryFn: ({ signal }) => getCustomerByEmail(email, signal),
  });

/** The payment customer; disabled without an e-mail. */
export function useCustomerByEmail(email: string | null) {
  return useQuery({ ...customerQueryOptions(email ?? ''), enabled: !!email });
}
