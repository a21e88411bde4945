import { z } from 'zod';
import { texts } from '../texts';
import { constants } from '../constants';

/** Optional plus sign, then digits, spaces, hyphens and parentheses (spec 000 §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// abort: an empty field reports only that it is required, not its format too.
const required = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

/**
 * The lead form "Te llamamos gratis" (spec 000 §5): trimmed values, every rule with its message,
 * unknown keys dropped (zod objects strip them).
 */
export const leadFormSchema = z.object({
  nombre: required(texts.lead.nombreRequired).max(100, 'El nombre es demasiado largo'),
  apellidos: required(texts.lead.apellidosRequired).max(150, 'Los apellidos son demasiado largos'),
  telefono: required(texts.lead.telefonoRequired)
    .max(30, texts.lead.telefonoInvalid)
    .refine((v) => v.length >= constants.phoneMinLength && PHONE_PATTERN.test(v), texts.lead.telefonoInvalid),
  email: required(texts.lead.emailRequired).max(255, texts.lead.emailInvalid).regex(EMAIL_PATTERN, texts.lead.emailInvalid),
  aceptaPolitica: z.literal(true, { error: texts.lead.politicaRequired }),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/**
 * POST /api/auth/nueva-oportunidad payload: {nombre, apellidos, telefono, email, formacion}. The
 * privacy consent is sent too (the form cannot be sent without it) and stored with the lead.
 */
export const leadPayloadSchema = leadFormSchema.omit({ aceptaPolitica: true }).extend({
  formacion: z.string().trim().max(255).optional().nullable(),
  aceptaPolitica: z.literal(true, { error: texts.lead.politicaRequired }).optional().default(true),
});
export type LeadPayload = z.input<typeof leadPayloadSchema>;
export const leadAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), leadid: z.string() });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
