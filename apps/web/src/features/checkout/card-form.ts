import { getCardProblems, normalizeCardNumber, texts, type SandboxCardBody } from '@campus/contract';
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

/** Month and two-digit year of "MM/AA", or NaN for what is not (the contract's rules then flag the expiry). */
function parseExpiry(expiry: string): { exp_month: number; exp_year: number } {
  const [, month, year] = EXPIRY_PATTERN.exec(expiry.trim()) ?? [];
  return month && year ? { exp_month: Number(month), exp_year: 2000 + Number(year) } : { exp_month: Number.NaN, exp_year: Number.NaN };
}

/**
 * The sandbox card form (number with spaces, MM/AA, CVC, holder), checked with the contract's card rules
 * (rules/payment-card: Luhn, expiry, CVC by brand) that the sandbox server applies too; it gives the
 * body of POST /api/checkout/sandbox/payment-methods.
 * Every field is checked in one refinement: zod skips an object's refinements while one of its fields fails,
 * which showed the number and CVC problems only after the expiry and holder were put right.
 */
export function createCardFormSchema(now: Date = new Date()) {
  return z
    .object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() })
    .superRefine((values, context) => {
      const problems = getCardProblems({ number: normalizeCardNumber(values.number), ...parseExpiry(values.expiry), cvc: values.cvc.trim() }, now);
      if (problems.number) context.addIssue({ code: 'custom', message: problems.number, path: ['number'] });
      if (problems.expiry) context.addIssue({ code: 'custom', message: problems.expiry, path: ['expiry'] });
      if (problems.cvc) context.addIssue({ code: 'custom', message: problems.cvc, path: ['cvc'] });
      const name = values.name.trim();
      if (!name || name.length > 100) context.addIssue({ code: 'custom', message: texts.payment.nameRequired, path: ['name'] });
    })
    .transform(({ number, expiry, cvc, name }): SandboxCardBody => ({
      number: normalizeCardNumber(number),
      ...parseExpiry(expiry),
      cvc: cvc.trim(),
      name: name.trim(),
    }));
}
