import { getCardProblem, normalizeCardNumber, texts, type SandboxCardBody } from '@campus/contract';
import { z } from 'zod';

/** "4242424242424242" → "4242 4242 4242 4242" while typing (19 digits at most). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" → "12/29" while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;

/** Which field a card problem of the contract's rules belongs to. */
function fieldOf(problem: string): keyof CardFormValues {
  if (problem === texts.payment.invalidNumber) return 'number';
  if (problem === texts.payment.invalidCvc) return 'cvc';
  return 'expiry';
}

/**
 * The sandbox card form (number with spaces, MM/AA, CVC, holder), checked with the contract's card rules
 * (rules/payment-card: Luhn, expiry, CVC by brand) that the sandbox server applies too; it gives the
 * body of POST /api/checkout/sandbox/payment-methods.
 */
export function createCardFormSchema(now: Date = new Date()) {
  return z
    .object({
      number: z.string(),
      expiry: z.string().trim().regex(EXPIRY_PATTERN, texts.payment.invalidExpiry),
      cvc: z.string().trim(),
      name: z.string().trim().min(1, texts.payment.nameRequired).max(100),
    })
    .transform(({ number, expiry, cvc, name }): SandboxCardBody => {
      const [, month, year] = EXPIRY_PATTERN.exec(expiry) ?? [];
      return { number: normalizeCardNumber(number), exp_month: Number(month), exp_year: 2000 + Number(year), cvc, name };
    })
    .superRefine((card, context) => {
      const problem = getCardProblem(card, now);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: [fieldOf(problem)] });
    });
}
