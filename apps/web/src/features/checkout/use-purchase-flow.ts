import { texts, type PaymentMethod, type Product, type SessionUser } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { contactFormationsQueryOptions } from '../../lib/api/get-contact-formations';
import { confirmPaymentSuccess } from './api/confirm-payment-success';
import { createInvoice } from './api/create-invoice';
import { checkoutConfigQueryOptions } from './api/get-checkout-config';
import { customerQueryOptions } from './api/get-customer-by-email';
import { paymentMethodsQueryOptions } from './api/get-customer-payment-methods';
import { payInvoice } from './api/pay-invoice';
import { savePaymentMethod } from './api/save-payment-method';
import { initialPurchaseState, purchaseReducer, type PurchaseState } from './purchase-flow';

/** A refusal the provider explains (a declined card, an invalid card) carries its own Spanish message. */
function providerMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 400 || error.status === 402 || error.status === 409 || error.status === 422) && error.message) return error.message;
  return fallback;
}

/** A step of the purchase that failed with the message to show. */
class PurchaseStepError extends Error {}

async function step<T>(run: () => Promise<T>, message: (error: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PurchaseStepError(message(error));
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

  const pay = async () => {
    const { customerId, selectedMethodId, step: current } = stateRef.current;
    if (current !== 'payment-methods' || !customerId) return;
    if (!selectedMethodId) {
      dispatch({ type: 'rejected', error: texts.payment.selectMethod });
      return;
    }
    dispatch({ type: 'processing' });
    try {
      if (!product.xcrm_codigolistaprecios) throw new Error('El producto no tiene precio');
      const priceId = product.xcrm_codigolistaprecios;
      const { invoice } = await step(
        () => createInvoice({ customerId, priceId, amount: product.mkt_precio ?? undefined, productName: product.xerppa_nombreproducto }),
        () => texts.payment.invoiceError,
      );
      const paid = await step(
        () => payInvoice(invoice.id, selectedMethodId),
        (error) => providerMessageOr(error, texts.payment.processError),
      );
      if (paid.invoice.status !== 'paid') throw new PurchaseStepError(texts.payment.notCompleted);
      await step(
        () => confirmPaymentSuccess({ invoice: invoice.id, codigoContacto: user.edu_codigocontacto, codigoMatricula: enrolmentCode ?? undefined, producto: product.id }),
        () => texts.payment.successError,
      );
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof PurchaseStepError ? error.message : texts.payment.startError });
      return;
    }
    dispatch({ type: 'paid' });
    toast.success(texts.payment.success);
    // The purchase adds a bonus line: the groups (and, through the host, the content) are read again.
    void queryClient.invalidateQueries({ queryKey: contactFormationsQueryOptions(user.edu_codigocontacto).queryKey });
    onPurchased?.();
  };

  // Stable callbacks: the Stripe widget mounts once per add-card step, not on every render.
  const select = useCallback((methodId: string) => dispatch({ type: 'select', methodId }), []);
  const openAddCard = useCallback(() => dispatch({ type: 'add-card' }), []);
  const cancelAddCard = useCallback(() => dispatch({ type: 'cancel-add-card' }), []);
  const failAddCard = useCallback((message: string) => dispatch({ type: 'card-failed', error: message }), []);

  return { state, select, openAddCard, cancelAddCard, failAddCard, addCard, pay };
}
