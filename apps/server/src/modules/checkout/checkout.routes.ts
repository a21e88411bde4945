import {
  checkoutConfigAnswerSchema,
  createInvoiceBodySchema,
  customerAnswerSchema,
  customerIdBodySchema,
  errorAnswerSchema,
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
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createSandboxChallengeRoutes } from './sandbox-challenge.routes';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 503: errorAnswerSchema };
/** Card attempts per minute and address: enough for a person, too few to test stolen cards. */
const cardRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Card purchase of bonus products (spec 001 §7 payment calls), Stripe or the built-in sandbox. */
export function createCheckoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.checkoutService;
  return async (app) => {
    app.get(
      '/api/checkout/config',
      { schema: { tags: ['checkout'], summary: "Payment provider: 'stripe' (with its publishable key, for Stripe Elements) or 'sandbox' (test payments)", security, response: { 200: checkoutConfigAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => service.getConfig(request.actor),
    );

    app.post(
      '/api/checkout/get-customer-by-email',
      { schema: { tags: ['checkout'], summary: 'The payment customer of the user (the e-mail must be their own), created on first use', security, body: getCustomerByEmailBodySchema, response: { 200: customerAnswerSchema, ...errors } } },
      async (request) => service.getCustomerByEmail(request.actor, request.body.email),
    );

    app.post(
      '/api/checkout/get-customer-payment-methods',
      { schema: { tags: ['checkout'], summary: 'Saved cards of the user’s customer', security, body: customerIdBodySchema, response: { 200: paymentMethodsAnswerSchema, ...errors } } },
      async (request) => service.listPaymentMethods(request.actor, request.body.customerId),
    );

    app.post(
      '/api/checkout/create-invoice-alumno',
      {
        schema: {
          tags: ['checkout'],
          summary: 'An open invoice for a bonus product on sale (priceId = xcrm_codigolistaprecios); the price comes from the product record, never from `amount`',
          security,
          body: createInvoiceBodySchema,
          response: { 200: invoiceAnswerSchema, ...errors },
        },
      },
      async (request) => service.createInvoice(request.actor, request.body),
    );

    app.post(
      '/api/checkout/pay-invoice-alumno',
      {
        schema: {
          tags: ['checkout'],
          summary:
            "Pays the user's invoice with one of their cards: invoice.status 'paid', or 402 with the Spanish decline reason; a card that needs 3-D Secure leaves it 'open' with payment_intent (requires_action: client_secret and next_action) for the browser to complete",
          security,
          body: payInvoiceBodySchema,
          response: { 200: payInvoiceAnswerSchema, 402: errorAnswerSchema, ...errors },
        },
        config: cardRateLimit,
      },
      async (request) => service.payInvoice(request.actor, request.body.invoiceId, request.body.paymentMethodId),
    );

    app.post(
      '/api/checkout/payment-alumno-success',
      {
        schema: {
          tags: ['checkout'],
          summary: 'After a paid invoice: creates the bonus line that opens the content (once per invoice; `granted` false on a repeated call)',
          security,
          body: paymentSuccessBodySchema,
          response: { 200: paymentSuccessAnswerSchema, ...errors },
        },
      },
      async (request) => service.confirmPayment(request.actor, request.body),
    );

    app.post(
      '/api/save-payment-method',
      { schema: { tags: ['checkout'], summary: 'Saves a card the user entered (Stripe Elements or the sandbox form) to their customer', security, body: savePaymentMethodBodySchema, response: { 200: paymentMethodAnswerSchema, 402: errorAnswerSchema, ...errors } } },
      async (request) => service.savePaymentMethod(request.actor, request.body.customerId, request.body.paymentMethodId),
    );

    app.post(
      '/api/checkout/sandbox/payment-methods',
      {
        schema: {
          tags: ['checkout'],
          summary:
            'Sandbox only: a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 needs 3-D Secure); Luhn, expiry and CVC checked',
          security,
          body: sandboxCardBodySchema,
          response: { 200: paymentMethodAnswerSchema, ...errors },
        },
        config: cardRateLimit,
      },
      async (request) => service.createSandboxCard(request.actor, request.body),
    );

    await app.register(createSandboxChallengeRoutes(ctx));
  };
}

/**
 * POST /api/checkout/webhook: Stripe notifications, verified with STRIPE_WEBHOOK_SECRET on the raw body
 * (its own plugin, so only this route reads JSON as raw bytes).
 */
export function createCheckoutWebhookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    app.post(
      '/api/checkout/webhook',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['checkout'],
          summary: 'Stripe webhook (Stripe-Signature checked); invoice.paid grants the purchase',
          response: { 200: webhookAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return ctx.checkoutService.handleWebhook(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      },
    );
  };
}
