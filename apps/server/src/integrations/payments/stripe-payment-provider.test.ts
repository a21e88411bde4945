import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { PaymentDeclinedError } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment-provider';

/**
 * The Stripe provider's 3-D Secure branch, with Stripe's API stubbed at the SDK's resource methods (no
 * network): invoices.pay answers `invoice_payment_intent_requires_action` for cards that need it.
 */

const openInvoice = {
  id: 'in_1',
  object: 'invoice',
  customer: 'cus_1',
  status: 'open',
  amount_due: 4900,
  currency: 'eur',
  description: 'Unidad extra',
  metadata: { product_id: '7' },
};
const intent = (overrides: object = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  status: 'requires_action',
  client_secret: 'pi_1_secret_x',
  next_action: { type: 'use_stripe_sdk' },
  ...overrides,
});
const requiresAction = (paymentIntent?: object) =>
  new Stripe.errors.StripeCardError({
    type: 'card_error',
    code: 'invoice_payment_intent_requires_action',
    message: 'This payment requires additional user action',
    ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
  } as never);

function createProvider() {
  const provider = new StripePaymentProvider('sk_test_campus', 'pk_test_campus', undefined);
  const { invoices } = (provider as unknown as { stripe: Stripe }).stripe;
  return { provider, pay: vi.spyOn(invoices, 'pay'), retrieve: vi.spyOn(invoices, 'retrieve') };
}

describe('StripePaymentProvider.payInvoice', () => {
  it('answers a paid invoice with no action', async () => {
    const { provider, pay } = createProvider();
    pay.mockResolvedValue({ ...openInvoice, status: 'paid' } as never);
    await expect(provider.payInvoice('in_1', 'pm_1')).resolves.toMatchObject({ invoice: { id: 'in_1', status: 'paid' }, action: null });
    expect(pay).toHaveBeenCalledWith('in_1', { payment_method: 'pm_1' });
  });

  it("answers the intent's client secret when the bank asks for 3-D Secure, with the invoice still open", async () => {
    const { provider, pay, retrieve } = createProvider();
    pay.mockRejectedValue(requiresAction(intent()));
    retrieve.mockResolvedValue(openInvoice as never);
    await expect(provider.payInvoice('in_1', 'pm_1')).resolves.toEqual({
      invoice: expect.objectContaining({ id: 'in_1', status: 'open', amountDue: 4900 }),
      action: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_x', nextAction: { type: 'use_stripe_sdk' } },
    });
  });

  it("reads the intent from the invoice's payments when the error does not carry it", async () => {
    const { provider, pay, retrieve } = createProvider();
    pay.mockRejectedValue(requiresAction());
    retrieve.mockResolvedValue({
      ...openInvoice,
      payments: { data: [{ payment: { type: 'payment_intent', payment_intent: intent({ id: 'pi_2', client_secret: 'pi_2_secret_y' }) } }] },
    } as never);
    const result = await provider.payInvoice('in_1', 'pm_1');
    expect(result.action).toEqual({ paymentIntentId: 'pi_2', clientSecret: 'pi_2_secret_y', nextAction: { type: 'use_stripe_sdk' } });
    expect(retrieve).toHaveBeenCalledWith('in_1', { expand: ['payments.data.payment.payment_intent'] });
  });

  it('refuses to go on when no intent is waiting for the cardholder', async () => {
    const { provider, pay, retrieve } = createProvider();
    pay.mockRejectedValue(requiresAction(intent({ status: 'succeeded' })));
    retrieve.mockResolvedValue({ ...openInvoice, payments: { data: [] } } as never);
    await expect(provider.payInvoice('in_1', 'pm_1')).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('still turns a declined card into the Spanish reason', async () => {
    const { provider, pay } = createProvider();
    pay.mockRejectedValue(
      new Stripe.errors.StripeCardError({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'x' } as never),
    );
    await expect(provider.payInvoice('in_1', 'pm_1')).rejects.toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Tu tarjeta no tiene fondos suficientes.',
    });
  });
});
