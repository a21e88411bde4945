import { texts } from '../texts';

/**
 * Card checks of the built-in payment sandbox (the card widget's rules, spec 001 §5 "rules not shown"):
 * the same checks Stripe's card element makes, so the sandbox form and the server agree.
 */

/** Digits of a card number typed with spaces or dashes. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) checksum of a card number. */
export function isLuhnValid(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Brand of a card number by its prefix, as Stripe names it. */
export function detectCardBrand(value: string): CardBrand {
  const digits = normalizeCardNumber(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Four-digit year of an expiry year typed with two or four digits. */
export function toFullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** True when a card expiring at the end of month/year is already expired at `now`. */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  const fullYear = toFullExpiryYear(year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear < currentYear || (fullYear === currentYear && month < currentMonth);
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The Spanish problem of each field of a card that has one (a card widget flags every field at once). */
export type CardProblems = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/**
 * Every problem of a card, by field, as the Spanish messages the form shows (empty when valid): number
 * (Luhn), expiry (a real month, not in the past, at most 20 years ahead) and CVC (3 digits, 4 for American
 * Express). Each field is checked on its own so that an empty form flags all of them together.
 */
export function getCardProblems(card: CardInput, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (!isLuhnValid(card.number)) problems.number = texts.payment.invalidNumber;
  const fullYear = toFullExpiryYear(card.exp_year);
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) problems.expiry = texts.payment.invalidExpiry;
  else if (!Number.isInteger(card.exp_year) || fullYear > now.getUTCFullYear() + 20) problems.expiry = texts.payment.invalidExpiry;
  else if (isCardExpired(card.exp_month, card.exp_year, now)) problems.expiry = texts.payment.pastExpiry;
  const cvcLength = detectCardBrand(card.number) === 'amex' ? 4 : 3;
  if (card.cvc.length !== cvcLength || !/^\d+$/.test(card.cvc)) problems.cvc = texts.payment.invalidCvc;
  return problems;
}

/** The first problem of a card (number, then expiry, then CVC) as its Spanish message, or null when it is valid. */
export function getCardProblem(card: CardInput, now: Date): string | null {
  const problems = getCardProblems(card, now);
  return problems.number ?? problems.expiry ?? problems.cvc ?? null;
}

/** Stripe test cards the sandbox knows and what charging them does (https://docs.stripe.com/testing). */
export const sandboxTestCards = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  // Needs 3-D Secure on every charge: the bank's challenge decides (Stripe's 4000 0027 6000 3184).
  '4000002760003184': 'authentication_required',
} as const satisfies Record<string, string>;

export type SandboxCardOutcome = (typeof sandboxTestCards)[keyof typeof sandboxTestCards];

/** Spanish message of a declined charge, by Stripe decline code. */
export function getDeclineMessage(code: string | null | undefined): string {
  switch (code) {
    case 'insufficient_funds':
      return texts.payment.insufficientFunds;
    case 'expired_card':
      return texts.payment.expiredCard;
    case 'incorrect_cvc':
      return texts.payment.incorrectCvc;
    default:
      return texts.payment.cardDeclined;
  }
}
