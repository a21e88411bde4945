import type { PaymentMethod } from '@campus/contract';
// The "pure" entry loads Stripe.js only when loadStripe is first called (the plain entry injects the script
// as soon as the module is imported): with the sandbox, nothing is fetched from Stripe and the strict CSP holds.
import type { PaymentMethodResult, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const clients = new Map<string, Promise<Stripe>>();

/**
 * The Stripe.js client of a publishable key, loaded once (from Stripe's own address, as Stripe requires,
 * in the release the package pins) with Spanish texts. A failed load is forgotten so a later try can retry.
 */
export function getStripe(publishableKey: string): Promise<Stripe> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = loadStripe(publishableKey, { locale: 'es' }).then((stripe) => {
      if (!stripe) throw new Error('Stripe.js no se ha cargado');
      return stripe;
    });
    client.catch(() => clients.delete(publishableKey));
    clients.set(publishableKey, client);
  }
  return client;
}

/** Stripe's answer as the contract's saved card. */
export function toPaymentMethod(result: PaymentMethodResult): PaymentMethod {
  const method = result.paymentMethod;
  if (!method || result.error) throw new Error(result.error?.message ?? 'Stripe no creó el método de pago');
  const card = method.card ?? { brand: 'card', last4: '····', exp_month: 0, exp_year: 0 };
  return { id: method.id, card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } };
}

/**
 * Completes a PaymentIntent in `requires_action` (3-D Secure): Stripe.js shows the bank's challenge over
 * the page. True when the cardholder passed it; the server still decides whether the invoice is paid.
 */
export async function authenticateStripePayment(publishableKey: string, clientSecret: string): Promise<boolean> {
  const stripe = await getStripe(publishableKey);
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error || !result.paymentIntent) return false;
  return result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing' || result.paymentIntent.status === 'requires_capture';
}
