/** A payment customer of the provider ('cus_…'). */
export interface ProviderCustomer {
  id: string;
  email: string;
  name: string | null;
}

/** A saved card ('pm_…'): brand, last four digits and expiry only. */
export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export type ProviderInvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

/** An invoice ('in_…'); `metadata` carries what it pays for (contact, product, enrolment). */
export interface ProviderInvoice {
  id: string;
  customerId: string;
  status: ProviderInvoiceStatus;
  /** Cents. */
  amountDue: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  /** The provider's hosted PDF of the invoice (Stripe's `invoice_pdf`); null where the provider has none (sandbox). */
  invoicePdf: string | null;
}

/** A card typed in the sandbox form (never stored: only brand, last4 and expiry are kept). */
export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
  /** The contact who typed it. */
  createdBy: string;
}

/**
 * A payment the card's bank must authenticate first (3-D Secure), as Stripe's PaymentIntent in
 * `requires_action`: the browser shows the bank's challenge with `clientSecret`, and the invoice is paid
 * only when the provider says the intent succeeded.
 */
export interface ProviderPaymentAction {
  /** 'pi_…' */
  paymentIntentId: string;
  clientSecret: string;
  /** Stripe: Stripe.js shows the challenge ('use_stripe_sdk', or Stripe's own redirect); sandbox: its challenge page. */
  nextAction: { type: 'use_stripe_sdk' } | { type: 'redirect_to_url'; url: string };
}

/** What charging an invoice did: paid (action null), or waiting for the bank's authentication. */
export interface InvoicePaymentResult {
  invoice: ProviderInvoice;
  action: ProviderPaymentAction | null;
}

/** The sandbox's 3-D Secure challenge of one payment, as its page shows it. */
export interface SandboxChallenge {
  paymentIntentId: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string | null;
  card: { brand: string; last4: string };
}

/** The cardholder's answer on the sandbox's challenge page. */
export type SandboxChallengeDecision = 'authorize' | 'reject';

/** A challenge that is unknown, not the holder's (wrong secret), already answered or expired. */
export class ChallengeUnavailableError extends Error {
  constructor(readonly reason: 'not_found' | 'closed') {
    super(reason === 'not_found' ? 'Unknown payment authentication' : 'Payment authentication no longer pending');
    this.name = 'ChallengeUnavailableError';
  }
}

/** A verified provider notification (webhook). */
export interface PaymentWebhookEvent {
  type: string;
  /** The invoice of invoice.* events. */
  invoice: ProviderInvoice | null;
}

/** A charge the card issuer refused; `message` is the Spanish reason shown to the student (HTTP 402). */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly declineCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** A card the provider does not accept (bad number, expiry or CVC); `message` is the Spanish reason (HTTP 400). */
export class InvalidCardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCardError';
  }
}

/**
 * Card payments behind one interface: Stripe when its keys are configured, otherwise the built-in
 * sandbox that behaves like Stripe test mode. Amounts are cents; the caller decides the price.
 */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Stripe publishable key for Stripe Elements; null for the sandbox. */
  readonly publishableKey: string | null;
  /** The customer with this e-mail, created when there is none. */
  findOrCreateCustomer(email: string, name: string | null): Promise<ProviderCustomer>;
  getCustomer(customerId: string): Promise<ProviderCustomer | null>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  getPaymentMethod(paymentMethodId: string): Promise<ProviderPaymentMethod | null>;
  /** Saves a card to the customer. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
  /** Sandbox only: turns a typed card into a payment method (Stripe does this in the browser). */
  createCardPaymentMethod?(card: SandboxCard): Promise<ProviderPaymentMethod>;
  /** Sandbox only: who typed the card (only they may save it). */
  getPaymentMethodCreator?(paymentMethodId: string): Promise<string | null>;
  /** An open (finalised) invoice of one line. */
  createInvoice(input: {
    customerId: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderInvoice>;
  /**
   * Charges the invoice with the card; throws PaymentDeclinedError when refused. A card that needs 3-D
   * Secure leaves the invoice open and answers the action the browser must complete.
   */
  payInvoice(invoiceId: string, paymentMethodId: string): Promise<InvoicePaymentResult>;
  retrieveInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** Sandbox only: the pending challenge of a payment intent, when `clientSecret` is its own; throws ChallengeUnavailableError. */
  getSandboxChallenge?(paymentIntentId: string, clientSecret: string): Promise<SandboxChallenge>;
  /**
   * Sandbox only: the cardholder authorizes (the invoice is paid) or rejects (it stays open, unpaid) the
   * challenge, once; throws ChallengeUnavailableError for a wrong secret or an answered or expired one.
   */
  completeSandboxChallenge?(paymentIntentId: string, clientSecret: string, decision: SandboxChallengeDecision): Promise<ProviderInvoice>;
  /** Verifies a webhook's signature on the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}
