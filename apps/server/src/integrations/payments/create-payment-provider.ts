import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

/** Stripe when its keys are configured, otherwise the built-in sandbox. */
export function createPaymentProvider(config: AppConfig, db: Database, now: () => Date): PaymentProvider {
  if (config.paymentProvider === 'stripe')
    return new StripePaymentProvider(config.STRIPE_SECRET_KEY!, config.STRIPE_PUBLISHABLE_KEY!, config.STRIPE_WEBHOOK_SECRET);
  return new SandboxPaymentProvider(db, now);
}
