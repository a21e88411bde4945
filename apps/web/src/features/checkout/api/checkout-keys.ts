import { queryKeyOf } from '../../../lib/api/call-endpoint';

/** Query keys of the card purchase flow. The customer and the cards are POST reads: what the body asks for follows. */
export const checkoutKeys = {
  config: queryKeyOf('getCheckoutConfig'),
  customer: (email: string) => [...queryKeyOf('getCustomerByEmail'), email] as const,
  paymentMethods: (customerId: string) => [...queryKeyOf('listPaymentMethods'), customerId] as const,
};
