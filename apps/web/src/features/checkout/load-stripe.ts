import type { PaymentMethod } from '@campus/contract';

/** The part of Stripe.js the card form uses (https://docs.stripe.com/js). */
export interface StripeCardElement {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'change', handler: (change: { complete: boolean; error?: { message?: string } }) => void) => void;
}

interface StripePaymentMethodResult {
  paymentMethod?: { id: string; card?: { brand: string; last4: string; exp_month: number; exp_year: number } };
  error?: { message?: string };
}

export interface StripeClient {
  elements: (options?: { locale?: string }) => { create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement };
  createPaymentMethod: (options: { type: 'card'; card: StripeCardElement; billing_details?: { name?: string; email?: string } }) => Promise<StripePaymentMethodResult>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeClient;

/** Stripe.js must be loaded from Stripe's own address (never bundled); only when the provider is Stripe. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once and gives a client for the publishable key. */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js no se ha cargado'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js no se ha cargado'));
    };
    document.head.append(script);
  });
  return loading.then((factory) => factory(publishableKey, { locale: 'es' }));
}

/** Stripe's answer as the contract's saved card. */
export function toPaymentMethod(result: StripePaymentMethodResult): PaymentMethod {
  const method = result.paymentMethod;
  if (!method || result.error) throw new Error(result.error?.message ?? 'Stripe no creó el método de pago');
  const card = method.card ?? { brand: 'card', last4: '····', exp_month: 0, exp_year: 0 };
  return { id: method.id, card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } };
}
