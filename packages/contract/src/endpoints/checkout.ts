import { defineRoutes } from './define-endpoint';

/**
 * Card purchase of bonus products (spec 001 §7 payment calls), Stripe or the built-in sandbox; the Stripe webhook;
 * and the sandbox's 3-D Secure challenge, an HTML page the purchase dialog frames (shown, then answered by its form).
 */
export const checkoutRoutes = defineRoutes({
  getCheckoutConfig: { method: 'GET', path: '/api/checkout/config' },
  getCustomerByEmail: { method: 'POST', path: '/api/checkout/get-customer-by-email' },
  listPaymentMethods: { method: 'POST', path: '/api/checkout/get-customer-payment-methods' },
  createInvoice: { method: 'POST', path: '/api/checkout/create-invoice-alumno' },
  payInvoice: { method: 'POST', path: '/api/checkout/pay-invoice-alumno' },
  confirmPayment: { method: 'POST', path: '/api/checkout/payment-alumno-success' },
  savePaymentMethod: { method: 'POST', path: '/api/save-payment-method' },
  createSandboxCard: { method: 'POST', path: '/api/checkout/sandbox/payment-methods' },
  receiveStripeWebhook: { method: 'POST', path: '/api/checkout/webhook' },
  showSandboxChallenge: { method: 'GET', path: '/api/checkout/sandbox/authenticate/:paymentIntentId' },
  answerSandboxChallenge: { method: 'POST', path: '/api/checkout/sandbox/authenticate/:paymentIntentId' },
});
