import {
  checkoutConfigAnswerSchema,
  createInvoiceBodySchema,
  customerAnswerSchema,
  customerIdBodySchema,
  getCustomerByEmailBodySchema,
  invoiceAnswerSchema,
  payInvoiceAnswerSchema,
  payInvoiceBodySchema,
  paymentMethodAnswerSchema,
  paymentMethodsAnswerSchema,
  paymentSuccessAnswerSchema,
  paymentSuccessBodySchema,
  sandboxCardBodySchema,
  savePaymentMethodBodySchema,
  webhookAnswerSchema,
} from '../schemas/checkout';
import type { checkoutRoutes } from './checkout';
import type { EndpointSchemas } from './define-endpoint';

// The webhook's body is Stripe's raw bytes (its signature is checked on them): no body schema. The challenge pages
// answer HTML and read their params, query and form themselves (a bad one is an HTML page too, not a JSON 400).
export const checkoutSchemas = {
  getCheckoutConfig: { answer: checkoutConfigAnswerSchema },
  getCustomerByEmail: { body: getCustomerByEmailBodySchema, answer: customerAnswerSchema },
  listPaymentMethods: { body: customerIdBodySchema, answer: paymentMethodsAnswerSchema },
  createInvoice: { body: createInvoiceBodySchema, answer: invoiceAnswerSchema },
  payInvoice: { body: payInvoiceBodySchema, answer: payInvoiceAnswerSchema },
  confirmPayment: { body: paymentSuccessBodySchema, answer: paymentSuccessAnswerSchema },
  savePaymentMethod: { body: savePaymentMethodBodySchema, answer: paymentMethodAnswerSchema },
  createSandboxCard: { body: sandboxCardBodySchema, answer: paymentMethodAnswerSchema },
  receiveStripeWebhook: { answer: webhookAnswerSchema },
  showSandboxChallenge: {},
  answerSandboxChallenge: {},
} as const satisfies Record<keyof typeof checkoutRoutes, EndpointSchemas>;
