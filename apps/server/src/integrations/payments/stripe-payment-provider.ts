import { getDeclineMessage, texts } from '@campus/contract';
import Stripe from 'stripe';
import {
  InvalidCardError,
  type InvoicePaymentResult,
  PaymentDeclinedError,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderCustomer,
  type ProviderInvoice,
  type ProviderPaymentAction,
  type ProviderPaymentMethod,
} from './payment-provider';

type StripeInvoice = Stripe.Invoice;
type StripePaymentMethod = Stripe.PaymentMethod;

const customerIdOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function toInvoice(invoice: StripeInvoice): ProviderInvoice {
  return {
    id: invoice.id,
    customerId: customerIdOf(invoice.customer) ?? '',
    status: (invoice.status ?? 'draft') as ProviderInvoice['status'],
    amountDue: invoice.amount_due,
    invoicePdf: invoice.invoice_pdf ?? null,
    currency: invoice.currency,
    description: invoice.description ?? null,
    metadata: { ...(invoice.metadata ?? {}) },
  };
}

function toMethod(method: StripePaymentMethod): ProviderPaymentMethod {
  return {
    id: method.id,
    customerId: customerIdOf(method.customer),
    card: {
      brand: method.card?.brand ?? 'unknown',
      last4: method.card?.last4 ?? '',
      exp_month: method.card?.exp_month ?? 0,
      exp_year: method.card?.exp_year ?? 0,
    },
  };
}

/** The action of an intent waiting for 3-D Secure, or null when it is not waiting. */
function toPaymentAction(intent: Stripe.PaymentIntent | null | undefined): ProviderPaymentAction | null {
  if (!intent || intent.status !== 'requires_action' || !intent.client_secret) return null;
  const redirect = intent.next_action?.type === 'redirect_to_url' ? intent.next_action.redirect_to_url?.url : null;
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.client_secret,
    nextAction: redirect ? { type: 'redirect_to_url', url: redirect } : { type: 'use_stripe_sdk' },
  };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET). Cards are entered with Stripe
 * Elements in the browser and saved to the customer here; invoices are one-line, finalised at once and
 * paid with the chosen card; a card that needs 3-D Secure answers its intent's client secret, and Stripe.js
 * shows the bank's challenge. `invoice.paid` webhooks grant purchases whose browser never came back.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
    private readonly webhookSecret: string | undefined,
  ) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Campus' } });
  }

  async findOrCreateCustomer(email: string, name: string | null): Promise<ProviderCustomer> {
    const found = await this.stripe.customers.list({ email, limit: 1 });
    const customer = found.data[0] ?? (await this.stripe.customers.create({ email, ...(name ? { name } : {}) }));
    return { id: customer.id, email: customer.email ?? email, name: customer.name ?? null };
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer | null> {
    try {
      const customer = await this.stripe.customers.retrieve(customerId);
      if ('deleted' in customer && customer.deleted) return null;
      return { id: customer.id, email: customer.email ?? '', name: customer.name ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const methods = await this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 20 });
    return methods.data.map(toMethod);
  }

  async getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null> {
    try {
      return toMethod(await this.stripe.paymentMethods.retrieve(paymentMethodId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod> {
    try {
      return toMethod(await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        throw new PaymentDeclinedError(error.decline_code ?? error.code ?? 'card_declined', getDeclineMessage(error.decline_code ?? error.code));
      if (isMissing(error)) throw new InvalidCardError(texts.payment.paymentMethodNotFound);
      throw error;
    }
  }

  async createInvoice(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderInvoice> {
    const draft = await this.stripe.invoices.create({
      customer: input.customerId,
      collection_method: 'charge_automatically',
      auto_advance: false,
      currency: input.currency,
      description: input.description,
      metadata: input.metadata,
    });
    await this.stripe.invoiceItems.create({
      customer: input.customerId,
      invoice: draft.id,
      amount: input.amountCents,
      currency: input.currency,
      description: input.description,
    });
    return toInvoice(await this.stripe.invoices.finalizeInvoice(draft.id, { auto_advance: false }));
  }

  async payInvoice(invoiceId: string, paymentMethodId: string): Promise<InvoicePaymentResult> {
    try {
      return { invoice: toInvoice(await this.stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId })), action: null };
    } catch (error) {
      // A card that needs 3-D Secure (e.g. most Spanish cards under PSD2): the invoice's intent waits in
      // requires_action for Stripe.js to show the bank's challenge; the invoice is paid when it succeeds.
      if (error instanceof Stripe.errors.StripeError && error.code === 'invoice_payment_intent_requires_action')
        return this.findPendingAction(invoiceId, error.payment_intent);
      if (error instanceof Stripe.errors.StripeCardError)
        throw new PaymentDeclinedError(error.decline_code ?? error.code ?? 'card_declined', getDeclineMessage(error.decline_code ?? error.code));
      if (isMissing(error)) throw new InvalidCardError(texts.payment.invoiceNotFound);
      throw error;
    }
  }

  /** The invoice and the action of its intent in requires_action (from the error, else read from Stripe). */
  private async findPendingAction(invoiceId: string, fromError: Stripe.PaymentIntent | undefined): Promise<InvoicePaymentResult> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] });
    const intents = (invoice.payments?.data ?? [])
      .map((payment) => payment.payment.payment_intent)
      .filter((intent): intent is Stripe.PaymentIntent => typeof intent === 'object' && intent !== null);
    const action = toPaymentAction(fromError) ?? intents.map(toPaymentAction).find((found) => found !== null) ?? null;
    if (!action) throw new PaymentDeclinedError('authentication_required', texts.payment.notCompleted);
    return { invoice: toInvoice(invoice), action };
  }

  async retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    try {
      return toInvoice(await this.stripe.invoices.retrieve(invoiceId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent {
    if (!this.webhookSecret || !signature) throw new Error(texts.payment.webhookInvalid);
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const isInvoiceEvent = event.type.startsWith('invoice.');
    return { type: event.type, invoice: isInvoiceEvent ? toInvoice(event.data.object as StripeInvoice) : null };
  }
}
