import type { PaymentMethod } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { initialPurchaseState, purchaseReducer, type PurchaseAction, type PurchaseState } from './purchase-flow';

const visa: PaymentMethod = { id: 'pm_visa', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
const master: PaymentMethod = { id: 'pm_mc', card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 } };

const run = (...actions: PurchaseAction[]): PurchaseState => actions.reduce(purchaseReducer, initialPurchaseState);

describe('purchase state machine', () => {
  it('payment-methods → add-card → payment-methods → processing → done', () => {
    const ready = run({ type: 'ready', customerId: 'cus_1', methods: [] });
    expect(ready).toMatchObject({ step: 'payment-methods', customerId: 'cus_1', selectedMethodId: null });
    const adding = purchaseReducer(ready, { type: 'add-card' });
    expect(adding.step).toBe('add-card');
    const added = purchaseReducer(adding, { type: 'card-added', methods: [visa], method: visa });
    expect(added).toMatchObject({ step: 'payment-methods', selectedMethodId: 'pm_visa', methods: [visa] });
    const processing = purchaseReducer(added, { type: 'processing' });
    expect(processing.step).toBe('processing');
    expect(purchaseReducer(processing, { type: 'paid' }).step).toBe('done');
  });

  it('goes back to payment-methods with the error when the payment fails', () => {
    const failed = run(
      { type: 'ready', customerId: 'c', methods: [visa] },
      { type: 'processing' },
      { type: 'failed', error: 'El pago no se completó correctamente', detail: 'Tu tarjeta ha sido rechazada.' },
    );
    expect(failed).toMatchObject({
      step: 'payment-methods',
      error: 'El pago no se completó correctamente',
      errorDetail: 'Tu tarjeta ha sido rechazada.',
      selectedMethodId: 'pm_visa',
    });
    // Trying again drops the reason of the last attempt.
    expect(purchaseReducer(failed, { type: 'processing' })).toMatchObject({ step: 'processing', error: null, errorDetail: null });
    expect(purchaseReducer(failed, { type: 'add-card' })).toMatchObject({ step: 'add-card', error: null, errorDetail: null });
  });

  it('processing → authentication → processing → done for a card that needs 3-D Secure; a failed one goes back', () => {
    const processing = run({ type: 'ready', customerId: 'c', methods: [visa] }, { type: 'processing' });
    const challenged = purchaseReducer(processing, {
      type: 'authentication-required',
      challengeUrl: '/api/checkout/sandbox/authenticate/pi_1?client_secret=s',
    });
    expect(challenged).toMatchObject({ step: 'authentication', challengeUrl: '/api/checkout/sandbox/authenticate/pi_1?client_secret=s' });
    // Paying is not possible while the bank decides.
    expect(purchaseReducer(challenged, { type: 'paid' })).toBe(challenged);
    const back = purchaseReducer(challenged, { type: 'authenticated' });
    expect(back).toMatchObject({ step: 'processing', challengeUrl: null });
    expect(purchaseReducer(back, { type: 'paid' }).step).toBe('done');
    expect(purchaseReducer(challenged, { type: 'failed', error: 'El pago no se completó correctamente' })).toMatchObject({
      step: 'payment-methods',
      challengeUrl: null,
      error: 'El pago no se completó correctamente',
      selectedMethodId: 'pm_visa',
    });
    expect(purchaseReducer(initialPurchaseState, { type: 'authentication-required', challengeUrl: null })).toBe(initialPurchaseState);
  });

  it('selects the only saved card, and none when there are several', () => {
    expect(run({ type: 'ready', customerId: 'c', methods: [visa] }).selectedMethodId).toBe('pm_visa');
    expect(run({ type: 'ready', customerId: 'c', methods: [visa, master] }).selectedMethodId).toBeNull();
    expect(run({ type: 'ready', customerId: 'c', methods: [visa, master] }, { type: 'select', methodId: 'pm_mc' }).selectedMethodId).toBe('pm_mc');
    expect(run({ type: 'ready', customerId: 'c', methods: [visa] }, { type: 'select', methodId: 'pm_unknown' }).selectedMethodId).toBe('pm_visa');
  });

  it('keeps the new card when the list could not be refreshed', () => {
    const state = run(
      { type: 'ready', customerId: 'c', methods: [master] },
      { type: 'add-card' },
      { type: 'card-added', methods: [], method: visa, error: 'Error al obtener métodos de pago' },
    );
    expect(state).toMatchObject({ step: 'payment-methods', methods: [master, visa], selectedMethodId: 'pm_visa', error: 'Error al obtener métodos de pago' });
  });

  it('stops at unavailable when the payment system does not start', () => {
    expect(run({ type: 'init-failed', error: 'Error al inicializar el sistema de pagos' })).toMatchObject({
      step: 'unavailable',
      error: 'Error al inicializar el sistema de pagos',
    });
  });

  it('ignores actions out of place', () => {
    const done = run({ type: 'ready', customerId: 'c', methods: [visa] }, { type: 'processing' }, { type: 'paid' });
    expect(purchaseReducer(done, { type: 'processing' })).toBe(done);
    expect(purchaseReducer(done, { type: 'failed', error: 'x' })).toBe(done);
    expect(purchaseReducer(initialPurchaseState, { type: 'paid' })).toBe(initialPurchaseState);
  });
});
