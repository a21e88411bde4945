import { z } from 'zod';
import { textSchema } from './common';
import { texts } from '../texts';
import { constants } from '../constants';

/** Optional plus sign, then digits, spaces, hyphens and parentheses (spec 000 §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/**
 * Same rule as /^[^\s@]+@[^\s@]+\.[^\s@]+$/ (no spaces, one @, a dot inside the domain) in one pass: that
 * pattern backtracks quadratically on inputs like 'a@' followed by thousands of dots.
 */
export function isEmailAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

// The length cap runs (and aborts) before anything else; abort on min: an empty field reports only that it is
// required, not its format too.
const required = (message: string, max: number, tooLong: string) => textSchema(max, { invalid: message, tooLong }).trim().min(1, { message, abort: true });

/**
 * The lead form "Te llamamos gratis" (spec 000 §5): trimmed values, every rule with its message,
 * unknown keys dropped (zod objects strip them).
 */
export const leadFormSchema = z.object({
  nombre: required(texts.lead.nombreRequired, 100, 'El nombre es demasiado largo'),
  apellidos: required(texts.lead.apellidosRequired, 150, 'Los apellidos son demasiado largos'),
  telefono: required(texts.lead.telefonoRequired, 30, texts.lead.telefonoInvalid).refine(
    (v) => v.length >= constants.phoneMinLength && PHONE_PATTERN.test(v),
    texts.lead.telefonoInvalid,
  ),
  email: required(texts.lead.emailRequired, 255, texts.lead.emailInvalid).refine(isEmailAddress, texts.lead.emailInvalid),
  aceptaPolitica: z.literal(true, { error: texts.lead.politicaRequired }),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/**
 * POST /api/auth/nueva-oportunidad payload: {nombre, apellidos, telefono, email, formacion}. The
 * privacy consent is sent too (the form cannot be sent without it) and stored with the lead.
 */
export const leadPayloadSchema = leadFormSchema.omit({ aceptaPolitica: true }).extend({
  formacion: textSchema(255).trim().optional().nullable(),
  aceptaPolitica: z.literal(true, { error: texts.lead.politicaRequired }).optional().default(true),
});
export type LeadPayload = z.input<typeof leadPayloadSchema>;
/**
 * Answer of POST /api/auth/nueva-oportunidad (body not shown in the spec). It never carries the lead's
 * `leadid`: that trial-link secret is mailed to the lead's address, whose owner alone may open the trial.
 */
export const leadAnswerSchema = z.object({ status: z.literal('ok'), message: z.string() });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
