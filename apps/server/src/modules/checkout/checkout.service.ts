import type { TableChanges } from '../../lib/table-changes';
import type { CheckoutConfigAnswer, Invoice, PaymentIntentAction, PaymentMethod, SandboxCardBody } from '@campus/contract';
import { texts } from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import {
  ChallengeUnavailableError,
  InvalidCardError,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderInvoice,
  type ProviderPaymentAction,
  type ProviderPaymentMethod,
  type SandboxChallengeDecision,
} from '../../integrations/payments/payment-provider';
import { AppError, isAppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { CheckoutRepository } from './checkout.repository';

/** Currency of every price (mkt_precio is in euros). */
export const CHECKOUT_CURRENCY = 'eur';

const toPaymentMethod = (method: ProviderPaymentMethod): PaymentMethod => ({ id: method.id, card: method.card });

function toInvoiceAnswer(invoice: ProviderInvoice): Invoice {
  return {
    id: invoice.id,
    status: invoice.status,
    amount_due: invoice.amountDue,
    currency: invoice.currency,
    product_id: Number(invoice.metadata.product_id ?? 0),
    description: invoice.description,
  };
}

function toActionAnswer(action: ProviderPaymentAction): PaymentIntentAction {
  const { nextAction } = action;
  return {
    id: action.paymentIntentId,
    status: 'requires_action',
    client_secret: action.clientSecret,
    next_action: nextAction.type === 'redirect_to_url' ? { type: 'redirect_to_url', redirect_to_url: { url: nextAction.url } } : { type: 'use_stripe_sdk' },
  };
}

/**
 * The card purchase of bonus products (spec 001 §4, payment flow): the price always comes from the
 * product record, every customer, card and invoice is checked to be the student's own, and a paid invoice
 * creates exactly one bonus line that opens the content.
 */
export function createCheckoutService(deps: {
  repository: CheckoutRepository;
  provider: PaymentProvider;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** The granted bonus line is published, so that the unit opens on the very next read (holdings). */
  changes: Pick<TableChanges, 'publish'>;
  /** The secretary's paid debt of the payment: its invoice, listed under Facturas with its PDF (once per invoice). */
  recordCardPayment: (input: {
    contactCode: string;
    enrolment: string;
    providerInvoiceId: string;
    concept: string;
    amountEuros: number;
    paidAt: Date;
  }) => Promise<unknown>;
}) {
  const { repository, provider, now } = deps;

  /** Runs a provider call, turning its failures into the Spanish errors of the catalogue. */
  async function call<T>(failure: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isAppError(error)) throw error;
      if (error instanceof PaymentDeclinedError) throw new AppError('payment_declined', error.message);
      if (error instanceof InvalidCardError) throw new AppError('validation', error.message);
      if (error instanceof ChallengeUnavailableError) {
        throw error.reason === 'closed'
          ? new AppError('conflict', texts.payment.authentication.closed)
          : new AppError('not_found', texts.payment.authentication.notFound);
      }
      deps.log?.error({ err: error }, 'payment provider failed');
      throw new AppError('unavailable', failure, { cause: error });
    }
  }

  async function requireOwnCustomer(actor: Actor, customerId: string): Promise<void> {
    authorize(actor, 'useCustomer', { ownerCode: await repository.findCustomerOwner(provider.kind, customerId) });
  }

  /** The invoice, when it is the actor's (their customer and issued for them). */
  async function requireOwnInvoice(actor: Actor, invoiceId: string, failure: string): Promise<ProviderInvoice> {
    const invoice = await call(failure, () => provider.retrieveInvoice(invoiceId));
    if (!invoice) throw new AppError('not_found', texts.payment.invoiceNotFound);
    const customerOwnerCode = await repository.findCustomerOwner(provider.kind, invoice.customerId);
    authorize(actor, 'payInvoice', { customerOwnerCode, invoiceContactCode: invoice.metadata.edu_codigocontacto });
    return invoice;
  }

  /** Creates the bonus line a paid invoice bought (once per invoice). */
  async function grantPaidInvoice(invoice: ProviderInvoice): Promise<{ granted: boolean; edu_codigolineaproducto: string }> {
    const contact = invoice.metadata.edu_codigocontacto;
    const matricula = invoice.metadata.edu_codigomatricula;
    const product = await repository.findProduct(Number(invoice.metadata.product_id));
    if (!contact || !matricula || !product || !(await repository.isMatriculaOf(contact, matricula)))
      throw new AppError('validation', texts.payment.successError);
    const at = now();
    const line = await repository.grantBonusLine({ matricula, product, invoiceId: invoice.id, priceEuros: invoice.amountDue / 100, at });
    deps.changes.publish('lineas_producto', contact);
    // Every payment has its invoice. Asked on every grant, granted before or not: a call that died between the
    // line and the invoice is completed by the next one (a webhook retried, the browser's success call).
    await deps.recordCardPayment({
      contactCode: contact,
      enrolment: matricula,
      providerInvoiceId: invoice.id,
      concept: invoice.description ?? product.xerppa_nombreproducto,
      amountEuros: invoice.amountDue / 100,
      paidAt: at,
    });
    return { granted: line.isNew, edu_codigolineaproducto: line.code };
  }

  return {
    /** GET /api/checkout/config: Stripe Elements or the sandbox form. */
    getConfig(actor: Actor | null): CheckoutConfigAnswer {
      authorize(actor, 'signedIn');
      return { status: 'ok', provider: provider.kind, publishableKey: provider.publishableKey, currency: CHECKOUT_CURRENCY };
    },

    /** POST /api/checkout/get-customer-by-email: the actor's own customer (their e-mail only), created on first use. */
    async getCustomerByEmail(actor: Actor | null, email: string) {
      const checked = authorize(actor, 'signedIn');
      const contact = await repository.findContact(checked.edu_codigocontacto);
      // Refused unless the e-mail is one of the contact's own, so the contact exists below.
      authorize(checked, 'useEmail', { email, ownEmails: [contact?.emailaddress1, contact?.emailaddress2] });
      const normalized = email.trim().toLowerCase();
      const known = await repository.findCustomerOfContact(provider.kind, checked.edu_codigocontacto);
      const existing = known ? await call(texts.payment.initError, () => provider.getCustomer(known)) : null;
      const customer = existing ?? (await call(texts.payment.initError, () => provider.findOrCreateCustomer(normalized, contact!.fullname)));
      if (!existing) await repository.saveCustomer(provider.kind, customer.id, checked.edu_codigocontacto, now());
      await requireOwnCustomer(checked, customer.id);
      return { status: 'ok' as const, customer: { id: customer.id, email: customer.email, name: customer.name } };
    },

    /** POST /api/checkout/get-customer-payment-methods: the saved cards of the actor's customer. */
    async listPaymentMethods(actor: Actor | null, customerId: string) {
      const checked = authorize(actor, 'signedIn');
      await requireOwnCustomer(checked, customerId);
      const methods = await call(texts.payment.methodsError, () => provider.listPaymentMethods(customerId));
      return { status: 'ok' as const, paymentMethods: methods.map(toPaymentMethod) };
    },

    /** POST /api/save-payment-method: saves a card the actor entered to their customer. */
    async savePaymentMethod(actor: Actor | null, customerId: string, paymentMethodId: string) {
      const checked = authorize(actor, 'signedIn');
      await requireOwnCustomer(checked, customerId);
      if (provider.getPaymentMethodCreator) authorize(checked, 'usePaymentMethod', { creatorCode: await provider.getPaymentMethodCreator(paymentMethodId) });
      const method = await call(texts.payment.addCardError, () => provider.attachPaymentMethod(customerId, paymentMethodId));
      return { status: 'ok' as const, paymentMethod: toPaymentMethod(method) };
    },

    /** POST /api/checkout/sandbox/payment-methods: a card typed in the sandbox form (sandbox only). */
    async createSandboxCard(actor: Actor | null, body: SandboxCardBody) {
      const checked = authorize(actor, 'signedIn');
      if (!provider.createCardPaymentMethod) throw new AppError('not_found', texts.payment.sandboxInactive);
      const create = provider.createCardPaymentMethod.bind(provider);
      const method = await call(texts.payment.addCardError, () => create({ ...body, cvc: body.cvc.trim(), createdBy: checked.edu_codigocontacto }));
      return { status: 'ok' as const, paymentMethod: toPaymentMethod(method) };
    },

    /**
     * POST /api/checkout/create-invoice-alumno: an open invoice for a bonus product on sale, priced from the
     * product record (the client's amount is ignored), for a student enrolled in the product's formation
     * who does not hold it yet.
     */
    async createInvoice(actor: Actor | null, body: { customerId: string; priceId: string }) {
      const checked = authorize(actor, 'signedIn');
      await requireOwnCustomer(checked, body.customerId);
      const product = await repository.findProductOnSale(body.priceId);
      if (!product || product.mkt_precio === null || product.mkt_precio <= 0) throw new AppError('not_found', texts.products.notOnSale);
      const formation = await repository.findProductFormation(product);
      const found = formation ? await repository.findMatricula(checked.edu_codigocontacto, formation) : null;
      authorize(checked, 'buyProduct', { matricula: found });
      // The policy refuses without an enrolment in the product's formation.
      const matricula = found!;
      if (await repository.hasActiveProductLine(checked.edu_codigocontacto, product.id)) throw new AppError('conflict', texts.products.alreadyOwned);
      const invoice = await call(texts.payment.invoiceError, () =>
        provider.createInvoice({
          customerId: body.customerId,
          amountCents: Math.round(product.mkt_precio! * 100),
          currency: CHECKOUT_CURRENCY,
          description: product.xerppa_nombreproducto,
          metadata: {
            edu_codigocontacto: checked.edu_codigocontacto,
            product_id: String(product.id),
            edu_codigomatricula: matricula,
            edu_codigoproducto: product.edu_codigoproducto,
          },
        }),
      );
      return { status: 'ok' as const, invoice: toInvoiceAnswer(invoice) };
    },

    /** POST /api/checkout/pay-invoice-alumno: charges the actor's invoice with one of their cards (402 when declined). */
    async payInvoice(actor: Actor | null, invoiceId: string, paymentMethodId: string) {
      const checked = authorize(actor, 'signedIn');
      const invoice = await requireOwnInvoice(checked, invoiceId, texts.payment.processError);
      const method = await call(texts.payment.processError, () => provider.getPaymentMethod(paymentMethodId));
      if (!method || method.customerId !== invoice.customerId) throw new AppError('not_found', texts.payment.paymentMethodNotFound);
      const paid = await call(texts.payment.processError, () => provider.payInvoice(invoiceId, paymentMethodId));
      // With 3-D Secure the invoice stays open: nothing is granted until the provider says it is paid.
      return { status: 'ok' as const, invoice: toInvoiceAnswer(paid.invoice), payment_intent: paid.action ? toActionAnswer(paid.action) : null };
    },

    /**
     * GET /api/checkout/sandbox/authenticate/{id} (sandbox only): the pending 3-D Secure challenge, when
     * `clientSecret` is its own (the secret went only to the paying contact, in their pay answer).
     */
    async getSandboxChallenge(paymentIntentId: string, clientSecret: string) {
      if (!provider.getSandboxChallenge) throw new AppError('not_found', texts.payment.sandboxInactive);
      const read = provider.getSandboxChallenge.bind(provider);
      return call(texts.payment.processError, () => read(paymentIntentId, clientSecret));
    },

    /**
     * POST /api/checkout/sandbox/authenticate/{id} (sandbox only): the cardholder's answer, once. As the
     * bank's answer settles a Stripe payment (and its webhook grants it), an authorized challenge pays
     * the invoice and grants the bonus here, even if the browser never comes back; a rejected one leaves
     * the invoice unpaid.
     */
    async answerSandboxChallenge(paymentIntentId: string, clientSecret: string, decision: SandboxChallengeDecision) {
      if (!provider.completeSandboxChallenge) throw new AppError('not_found', texts.payment.sandboxInactive);
      const complete = provider.completeSandboxChallenge.bind(provider);
      const invoice = await call(texts.payment.processError, () => complete(paymentIntentId, clientSecret, decision));
      if (invoice.status === 'paid') await grantPaidInvoice(invoice);
      return { isAuthorized: invoice.status === 'paid' };
    },

    /**
     * POST /api/checkout/payment-alumno-success: once the actor's invoice for that product is paid, the
     * bonus line is created in their enrolment; a repeated call grants nothing more.
     */
    async confirmPayment(
      actor: Actor | null,
      body: { invoice: string; codigoContacto: string; codigoMatricula?: string | undefined; producto: number | string },
    ) {
      const checked = authorize(actor, 'owner', { contactCode: body.codigoContacto });
      const invoice = await requireOwnInvoice(checked, body.invoice, texts.payment.successError);
      if (invoice.status !== 'paid') throw new AppError('conflict', texts.payment.notCompleted);
      const product = await repository.findProduct(Number(invoice.metadata.product_id));
      const asked = String(body.producto);
      if (!product || ![String(product.id), product.edu_codigoproducto, product.xcrm_codigolistaprecios].includes(asked))
        throw new AppError('validation', texts.payment.successError);
      authorize(checked, 'claimInvoice', { askedMatricula: body.codigoMatricula, invoiceMatricula: invoice.metadata.edu_codigomatricula });
      const result = await grantPaidInvoice(invoice);
      return { status: 'ok' as const, ...result };
    },

    /**
     * At start-up (main.ts): grants the sandbox invoices that were paid but never granted. The payment and the
     * grant are two requests (pay, then the client's success call); a crash or a closed tab between them
     * would leave a purchase paid for and not given, as a missed Stripe webhook would without its retries.
     * The grant is once per invoice (unique invoice id), so instances starting together do no harm. An
     * invoice that can no longer be granted (its enrolment gone) is left for the office, and counted apart.
     */
    async grantPaidInvoicesWithoutLine(): Promise<{ granted: number; failed: string[] }> {
      if (provider.kind !== 'sandbox') return { granted: 0, failed: [] };
      let granted = 0;
      const failed: string[] = [];
      for (const invoiceId of await repository.listPaidSandboxInvoicesWithoutLine()) {
        const invoice = await provider.retrieveInvoice(invoiceId);
        if (!invoice?.metadata.product_id) {
          failed.push(invoiceId);
          continue;
        }
        try {
          if ((await grantPaidInvoice(invoice)).granted) granted++;
        } catch (error) {
          if (!isAppError(error)) throw error;
          failed.push(invoiceId);
        }
      }
      return { granted, failed };
    },

    /** POST /api/checkout/webhook (Stripe): `invoice.paid` grants the purchase even if the browser never came back. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      if (provider.kind !== 'stripe') throw new AppError('not_found', texts.errors.notFound);
      let event;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch {
        throw new AppError('validation', texts.payment.webhookInvalid);
      }
      const invoice = event.invoice;
      if ((event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') && invoice?.status === 'paid' && invoice.metadata.product_id) {
        await grantPaidInvoice(invoice);
      }
      return { status: 'ok' as const, received: true as const };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
