/** Query keys of the card purchase flow. */
export const checkoutKeys = {
  config: ['checkout', 'config'] as const,
  customer: (email: string) => ['checkout', 'customer', email] as const,
  paymentMethods: (customerId: string) => ['checkout', 'payment-methods', customerId] as const,
};
