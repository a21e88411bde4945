import { texts, type PaymentIntentAction, type PaymentMethod, type Product, type SessionUser } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { queryKeyOf } from '../../lib/api/call-endpoint';
import { contactFormationsQueryOptions } from '../../lib/api/get-contact-formations';
import { confirmPaymentSuccess } from './api/confirm-payment-success';
import { createInvoice } from './api/create-invoice';
import { checkoutConfigQueryOptions } from './api/get-checkout-config';
import { customerQueryOptions } from './api/get-customer-by-email';
import { paymentMethodsQueryOptions } from './api/get-customer-payment-methods';
import { payInvoice } from './api/pay-invoice';
import { savePaymentMethod } from './api/save-payment-method';
import { initialPurchaseState, purchaseReducer, type PurchaseState } from './purchase-flow';
import { authenticateStripePayment } from './stripe-client';

/** A refusal the provider explains (a declined card, an invalid card) carries its own Spanish message. */
function providerMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 400 || error.status === 402 || error.status === 409 || error.status === 422) && error.message)
    return error.message;
  return fallback;
}

/** A step of the purchase that failed with the message to show, and the provider's reason under it. */
class PurchaseStepError extends Error {
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

/**
 * A failed charge (spec 001 §8): the catalogue's text, with the provider's reason as its detail. A card the
 * bank refused (402) is a payment that did not complete ('El pago no se completó correctamente'); any
 * other failure of the call is an error processing it ('Error al procesar el pago').
 */
function chargeFailure(error: unknown): PurchaseStepError {
  const message = isApiError(error) && error.status === 402 ? texts.payment.notCompleted : texts.payment.processError;
  const reason = providerMessageOr(error, message);
  return new PurchaseStepError(message, reason === message ? null : reason);
}

/** Stripe marks an invoice paid moments after its intent succeeds: the confirmation tries a few times. */
const STRIPE_CONFIRM_ATTEMPTS = 4;
const STRIPE_CONFIRM_DELAY_MS = 1500;

async function retryWhileNotPaid<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= STRIPE_CONFIRM_ATTEMPTS || !isApiError(error) || error.status !== 409) throw error;
      await new Promise((resolve) => setTimeout(resolve, STRIPE_CONFIRM_DELAY_MS));
    }
  }
}

/** Only a challenge page of this origin is framed (the sandbox serves it; anything else is refused). */
function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

async function step<T>(run: () => Promise<T>, message: (error: unknown) => string | PurchaseStepError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = message(error);
    throw failure instanceof PurchaseStepError ? failure : new PurchaseStepError(failure);
  }
}

export interface PurchaseFlowOptions {
  product: Product;
  user: SessionUser;
  /** The enrolment (edu_matricula) the purchase belongs to, when the student has one in the group. */
  enrolmentCode: string | null;
  /** After a successful purchase: the host reloads what the purchase opens. */
  onPurchased?: () => void;
}

export interface PurchaseFlow {
  state: PurchaseState;
  select: (methodId: string) => void;
  openAddCard: () => void;
  cancelAddCard: () => void;
  /** The card widget itself failed (Stripe.js did not load): the error shows on the add-card step. */
  failAddCard: (message: string) => void;
  /** Runs the card widget's creation, saves the card to the customer and selects it; resolves true when added. */
  addCard: (createMethod: () => Promise<PaymentMethod>) => Promise<boolean>;
  pay: () => Promise<void>;
  /** The sandbox's challenge page was answered (the server, not the page, then says whether it is paid). */
  completeChallenge: () => void;
}

/**
 * The calls of a card purchase, in the spec's order (001 §7): customer by e-mail, saved cards, new card
 * (provider widget, then save-payment-method), invoice, payment, success; each failure with its text.
 */
export function usePurchaseFlow({ product, user, enrolmentCode, onPurchased }: PurchaseFlowOptions): PurchaseFlow {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(purchaseReducer, initialPurchaseState);
  const hasStartedRef = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const challengeDoneRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (hasStartedRef.current) return;
    hasStartedRef.current = true;
    void (async () => {
      let customerId: string;
      try {
        if (!user.emailaddress1) throw new Error('Sin e-mail');
        const email = user.emailaddress1;
        await queryClient.fetchQuery(checkoutConfigQueryOptions());
        customerId = (await queryClient.fetchQuery(customerQueryOptions(email))).customer.id;
      } catch {
        dispatch({ type: 'init-failed', error: texts.payment.initError });
        return;
      }
      try {
        const answer = await queryClient.fetchQuery(paymentMethodsQueryOptions(customerId));
        dispatch({ type: 'ready', customerId, methods: answer.paymentMethods });
      } catch {
        dispatch({ type: 'ready', customerId, methods: [], error: texts.payment.loadMethodsError });
      }
    })();
  }, [queryClient, user.emailaddress1]);

  const addCard = async (createMethod: () => Promise<PaymentMethod>): Promise<boolean> => {
    const customerId = stateRef.current.customerId;
    if (!customerId) return false;
    let method: PaymentMethod;
    try {
      const created = await createMethod();
      method = (await savePaymentMethod(customerId, created.id)).paymentMethod;
    } catch (error) {
      dispatch({ type: 'card-failed', error: providerMessageOr(error, texts.payment.addCardError) });
      return false;
    }
    toast.success(texts.payment.cardAdded);
    try {
      const answer = await queryClient.fetchQuery(paymentMethodsQueryOptions(customerId));
      dispatch({ type: 'card-added', methods: answer.paymentMethods, method });
    } catch {
      dispatch({ type: 'card-added', methods: [], method, error: texts.payment.methodsError });
    }
    return true;
  };

  /**
   * The bank's 3-D Secure challenge of a PaymentIntent in requires_action: Stripe.js shows it with Stripe,
   * the sandbox's page is framed in the dialog. Resolves once answered, with who showed the challenge;
   * throws when Stripe reports a failure.
   */
  const authenticate = async (intent: PaymentIntentAction): Promise<'stripe' | 'sandbox'> => {
    const config = await queryClient.fetchQuery(checkoutConfigQueryOptions());
    if (config.provider === 'stripe') {
      if (!config.publishableKey) throw new PurchaseStepError(texts.payment.processError);
      dispatch({ type: 'authentication-required', challengeUrl: null });
      const isAuthenticated = await authenticateStripePayment(config.publishableKey, intent.client_secret).catch(() => false);
      if (!isAuthenticated) throw new PurchaseStepError(texts.payment.notCompleted);
      dispatch({ type: 'authenticated' });
      return 'stripe';
    }
    const url = intent.next_action.type === 'redirect_to_url' ? intent.next_action.redirect_to_url.url : null;
    if (!url || !isSameOrigin(url)) throw new PurchaseStepError(texts.payment.processError);
    dispatch({ type: 'authentication-required', challengeUrl: url });
    await new Promise<void>((resolve) => {
      challengeDoneRef.current = resolve;
    });
    dispatch({ type: 'authenticated' });
    return 'sandbox';
  };

  const pay = async () => {
    const { customerId, selectedMethodId, step: current } = stateRef.current;
    if (current !== 'payment-methods' || !customerId) return;
    if (!selectedMethodId) {
      dispatch({ type: 'rejected', error: texts.payment.selectMethod });
      return;
    }
    dispatch({ type: 'processing' });
    let invoiceId: string;
    try {
      if (!product.xcrm_codigolistaprecios) throw new Error('El producto no tiene precio');
      const priceId = product.xcrm_codigolistaprecios;
      const { invoice } = await step(
        () => createInvoice({ customerId, priceId, amount: product.mkt_precio ?? undefined, productName: product.xerppa_nombreproducto }),
        () => texts.payment.invoiceError,
      );
      invoiceId = invoice.id;
      const paid = await step(() => payInvoice(invoice.id, selectedMethodId), chargeFailure);
      const intent = paid.payment_intent;
      const challenger = intent ? await authenticate(intent) : null;
      if (!intent && paid.invoice.status !== 'paid') throw new PurchaseStepError(texts.payment.notCompleted);
      // After a challenge the server re-reads the invoice: a 409 means the bank did not authorize it.
      const confirm = () =>
        confirmPaymentSuccess({
          invoice: invoice.id,
          codigoContacto: user.edu_codigocontacto,
          codigoMatricula: enrolmentCode ?? undefined,
          producto: product.id,
        });
      await step(
        () => (challenger === 'stripe' ? retryWhileNotPaid(confirm) : confirm()),
        (error) => (isApiError(error) && error.status === 409 ? texts.payment.notCompleted : texts.payment.successError),
      );
    } catch (error) {
      if (error instanceof PurchaseStepError) dispatch({ type: 'failed', error: error.message, detail: error.detail });
      else dispatch({ type: 'failed', error: texts.payment.startError });
      return;
    }
    dispatch({ type: 'paid', invoiceId });
    toast.success(texts.payment.success);
    // The purchase adds a bonus line: the groups (and, through the host, the content) are read again.
    void queryClient.invalidateQueries({ queryKey: contactFormationsQueryOptions(user.edu_codigocontacto).queryKey });
    // And its invoice: the secretary's Facturas, when it was read before, lists it on its next visit.
    void queryClient.invalidateQueries({ queryKey: queryKeyOf('listDebts', { contactCode: user.edu_codigocontacto }) });
    onPurchased?.();
  };

  // Stable callbacks: the Stripe widget mounts once per add-card step, not on every render.
  const select = useCallback((methodId: string) => dispatch({ type: 'select', methodId }), []);
  const openAddCard = useCallback(() => dispatch({ type: 'add-card' }), []);
  const cancelAddCard = useCallback(() => dispatch({ type: 'cancel-add-card' }), []);
  const failAddCard = useCallback((message: string) => dispatch({ type: 'card-failed', error: message }), []);
  const completeChallenge = useCallback(() => {
    challengeDoneRef.current?.();
    challengeDoneRef.current = null;
  }, []);

  return { state, select, openAddCard, cancelAddCard, failAddCard, addCard, pay, completeChallenge };
}
