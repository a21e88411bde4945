import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { checkoutKeys } from './checkout-keys';

/** GET /api/checkout/config: the payment provider (built-in sandbox or Stripe) and Stripe's publishable key. */
export function getCheckoutConfig(signal?: AbortSignal) {
  return callEndpoint('getCheckoutConfig', { signal });
}

export const checkoutConfigQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.config,
    queryFn: ({ signal }) => getCheckoutConfig(signal),
    // It changes only with a server deployment.
    staleTime: Infinity,
  });

/** The payment provider's configuration. */
export function useCheckoutConfig() {
  return useQuery(checkoutConfigQueryOptions());
}
