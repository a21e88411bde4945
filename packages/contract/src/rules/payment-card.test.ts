import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { detectCardBrand, getCardProblem, getCardProblems, getDeclineMessage, isCardExpired, isLuhnValid, sandboxTestCards } from './payment-card';

const NOW = new Date('2026-11-21T10:00:00Z');
const valid = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2027, cvc: '123' };

describe('card checks of the payment sandbox', () => {
  it('accepts every Stripe test card by Luhn', () => {
    for (const number of Object.keys(sandboxTestCards)) expect({ number, ok: isLuhnValid(number) }).toEqual({ number, ok: true });
  });

  it.each([
    ['4242424242424241', false],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['1234', false],
    ['42424242424242a2', false],
  ])('Luhn of %s is %s', (number, expected) => {
    expect(isLuhnValid(number)).toBe(expected);
  });

  it('changing one digit always breaks the checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(isLuhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('brand of %s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('expires at the end of the expiry month', () => {
    expect(isCardExpired(11, 2026, NOW)).toBe(false);
    expect(isCardExpired(10, 2026, NOW)).toBe(true);
    expect(isCardExpired(1, 27, NOW)).toBe(false);
    expect(isCardExpired(12, 25, NOW)).toBe(true);
  });

  it.each([
    [valid, null],
    [{ ...valid, number: '4242424242424241' }, texts.payment.invalidNumber],
    [{ ...valid, exp_month: 0 }, texts.payment.invalidExpiry],
    [{ ...valid, exp_year: 2060 }, texts.payment.invalidExpiry],
    [{ ...valid, exp_month: 10, exp_year: 2026 }, texts.payment.pastExpiry],
    [{ ...valid, cvc: '12' }, texts.payment.invalidCvc],
    [{ ...valid, cvc: '1234' }, texts.payment.invalidCvc],
    [{ ...valid, cvc: '12a' }, texts.payment.invalidCvc],
    [{ ...valid, number: '378282246310005', cvc: '1234' }, null],
    [{ ...valid, number: '378282246310005', cvc: '123' }, texts.payment.invalidCvc],
  ])('%o → %s', (card, problem) => {
    expect(getCardProblem(card, NOW)).toBe(problem);
  });

  it('gives the problem of every field at once', () => {
    expect(getCardProblems({ number: '', exp_month: Number.NaN, exp_year: Number.NaN, cvc: '' }, NOW)).toEqual({
      number: texts.payment.invalidNumber,
      expiry: texts.payment.invalidExpiry,
      cvc: texts.payment.invalidCvc,
    });
    expect(getCardProblems(valid, NOW)).toEqual({});
  });

  it('words declines as Stripe does in Spanish', () => {
    expect(getDeclineMessage('card_declined')).toBe('Tu tarjeta ha sido rechazada.');
    expect(getDeclineMessage('insufficient_funds')).toBe('Tu tarjeta no tiene fondos suficientes.');
    expect(getDeclineMessage('expired_card')).toBe('Tu tarjeta ha caducado.');
    expect(getDeclineMessage(undefined)).toBe('Tu tarjeta ha sido rechazada.');
  });
});
