import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { createSandboxChallengeRoutes } from './sandbox-challenge.routes';

const tags = ['checkout'];
const errors = [400, 401, 403, 404, 409, 503] as const;
/** A declined card: 402 with the Spanish reason. */
const cardErrors = [402, ...errors] as const;
/** Card attempts per minute and address: enough for a person, too few to test stolen cards. */
const cardRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Card purchase of bonus products (spec 001 §7 payment calls), Stripe or the built-in sandbox. */
export function createCheckoutRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.checkoutService;
  return async (app) => {
    app.route({
      ...endpointRoute('getCheckoutConfig', {
        tags,
        summary: "Payment provider: 'stripe' (with its publishable key, for Stripe Elements) or 'sandbox' (test payments)",
        errors: [401],
      }),
      handler: async (request) => service.getConfig(request.actor),
    });

    app.route({
      ...endpointRoute('getCustomerByEmail', {
        tags,
        summary: 'The payment customer of the user (the e-mail must be their own), created on first use',
        errors,
      }),
      handler: async (request) => service.getCustomerByEmail(request.actor, request.body.email),
    });

    app.route({
      ...endpointRoute('listPaymentMethods', { tags, summary: 'Saved cards of the user’s customer', errors }),
      handler: async (request) => service.listPaymentMethods(request.actor, request.body.customerId),
    });

    app.route({
      ...endpointRoute('createInvoice', {
        tags,
        summary:
          'An open invoice for a bonus product on sale (priceId = xcrm_codigolistaprecios); the price comes from the product record, never from `amount`',
        errors,
      }),
      handler: async (request) => service.createInvoice(request.actor, request.body),
    });

    app.route({
      ...endpointRoute('payInvoice', {
        tags,
        summary:
          "Pays the user's invoice with one of their cards: invoice.status 'paid', or 402 with the Spanish decline reason; a card that needs 3-D Secure leaves it 'open' with payment_intent (requires_action: client_secret and next_action) for the browser to complete",
        config: cardRateLimit,
        errors: cardErrors,
      }),
      handler: async (request) => service.payInvoice(request.actor, request.body.invoiceId, request.body.paymentMethodId),
    });

    app.route({
      ...endpointRoute('confirmPayment', {
        tags,
        summary: 'After a paid invoice: creates the bonus line that opens the content (once per invoice; `granted` false on a repeated call)',
        errors,
      }),
      handler: async (request) => service.confirmPayment(request.actor, request.body),
    });

    app.route({
      ...endpointRoute('savePaymentMethod', {
        tags,
        summary: 'Saves a card the user entered (Stripe Elements or the sandbox form) to their customer',
        errors: cardErrors,
      }),
      handler: async (request) => service.savePaymentMethod(request.actor, request.body.customerId, request.body.paymentMethodId),
    });

    app.route({
      ...endpointRoute('createSandboxCard', {
        tags,
        summary:
          'Sandbox only: a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 needs 3-D Secure); Luhn, expiry and CVC checked',
        config: cardRateLimit,
        errors,
      }),
      handler: async (request) => service.createSandboxCard(request.actor, request.body),
    });

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
    app.route({
      ...endpointRoute('receiveStripeWebhook', {
        tags,
        summary: 'Stripe webhook (Stripe-Signature checked); invoice.paid grants the purchase',
        config: { auth: 'public' },
        errors: [400, 404],
      }),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body: unknown = request.body;
        return ctx.checkoutService.handleWebhook(Buffer.isBuffer(body) ? body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
      },
    });
  };
}
