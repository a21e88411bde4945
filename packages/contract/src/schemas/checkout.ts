import { z } from 'zod';
import { codeSchema, dbIntegerSchema, textSchema } from './common';

/** Card purchase calls (spec 001 §7). Prices always come from the server's product record. */
/** An id the payment provider gave (customer cus_…, invoice in_…, card pm_…). */
const providerIdSchema = textSchema(255).min(1);

export const customerSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
export const getCustomerByEmailBodySchema = z.object({ email: textSchema(255, { tooLong: 'El email no es válido' }).trim().email('El email no es válido') });
export const customerAnswerSchema = z.object({ status: z.literal('ok'), customer: customerSchema });

export const invoiceSchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  amount_due: z.number().int(),
  currency: z.string(),
  product_id: z.number().int(),
  description: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** `amount` and `productName` are informative: the server prices from priceId. */
export const createInvoiceBodySchema = z.object({
  customerId: providerIdSchema,
  priceId: textSchema(255).min(1, 'Falta el producto'),
  amount: z.number().optional(),
  productName: textSchema(255).optional(),
});
export const invoiceAnswerSchema = z.object({ status: z.literal('ok'), invoice: invoiceSchema });

export const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const customerIdBodySchema = z.object({ customerId: providerIdSchema });
export const paymentMethodsAnswerSchema = z.object({ status: z.literal('ok'), paymentMethods: z.array(paymentMethodSchema) });

export const payInvoiceBodySchema = z.object({
  invoiceId: providerIdSchema,
  paymentMethodId: textSchema(255, { invalid: 'Por favor selecciona un método de pago' }).min(1, 'Por favor selecciona un método de pago'),
});

/**
 * A payment the card's bank must authenticate first (3-D Secure, Stripe's PaymentIntent `requires_action`):
 * with Stripe the web passes `client_secret` to Stripe.js (`handleNextAction`), which shows the bank's
 * challenge; with the sandbox, `redirect_to_url.url` is its same-origin challenge page.
 */
export const paymentIntentActionSchema = z.object({
  id: z.string(),
  status: z.literal('requires_action'),
  client_secret: z.string(),
  next_action: z.discriminatedUnion('type', [
    z.object({ type: z.literal('use_stripe_sdk') }),
    z.object({ type: z.literal('redirect_to_url'), redirect_to_url: z.object({ url: z.string() }) }),
  ]),
});
export type PaymentIntentAction = z.infer<typeof paymentIntentActionSchema>;
/**
 * POST /api/checkout/pay-invoice-alumno → the invoice ('paid' expected) and, when the bank asks for 3-D
 * Secure, the invoice still 'open' with the `payment_intent` to complete (null otherwise).
 */
export const payInvoiceAnswerSchema = invoiceAnswerSchema.extend({ payment_intent: paymentIntentActionSchema.nullable().default(null) });
export type PayInvoiceAnswer = z.infer<typeof payInvoiceAnswerSchema>;

/** The sandbox's 3-D Secure challenge page: GET query and POST form (the answer 'authorize' or 'reject'). */
export const sandboxChallengeQuerySchema = z.object({ client_secret: textSchema(200).min(1) });
export const sandboxChallengeFormSchema = sandboxChallengeQuerySchema.extend({ decision: z.enum(['authorize', 'reject']) });
export const sandboxChallengeParamsSchema = z.object({ paymentIntentId: textSchema(40).regex(/^pi_[A-Za-z0-9]+$/) });

export const paymentSuccessBodySchema = z.object({
  invoice: providerIdSchema,
  codigoContacto: codeSchema(),
  codigoMatricula: codeSchema().optional(),
  producto: z.union([dbIntegerSchema(), textSchema(255)]),
});
export const paymentSuccessAnswerSchema = z.object({ status: z.literal('ok'), granted: z.boolean(), edu_codigolineaproducto: z.string() });

export const savePaymentMethodBodySchema = z.object({ customerId: providerIdSchema, paymentMethodId: providerIdSchema });

/** POST /api/save-payment-method → the attached card. */
export const paymentMethodAnswerSchema = z.object({ status: z.literal('ok'), paymentMethod: paymentMethodSchema });
export type PaymentMethodAnswer = z.infer<typeof paymentMethodAnswerSchema>;

/**
 * POST /api/checkout/sandbox/payment-methods: a card typed in the sandbox form (only while the built-in
 * sandbox is the provider). Format checks here; Luhn, expiry and CVC rules in rules/payment-card.
 */
// Bounded so that an absurd year reaches the expiry rule's message, never the database.
const cardDateFieldSchema = z.coerce
  .number({ error: 'La fecha de caducidad de tu tarjeta no es válida.' })
  .int('La fecha de caducidad de tu tarjeta no es válida.')
  .min(0, 'La fecha de caducidad de tu tarjeta no es válida.')
  .max(9999, 'La fecha de caducidad de tu tarjeta no es válida.');
export const sandboxCardBodySchema = z.object({
  number: textSchema(30, { invalid: 'El número de tu tarjeta no es válido.', tooLong: 'El número de tu tarjeta no es válido.' }).regex(
    /^[\d\s-]+$/,
    'El número de tu tarjeta no es válido.',
  ),
  exp_month: cardDateFieldSchema,
  exp_year: cardDateFieldSchema,
  cvc: textSchema(20, { invalid: 'El código de seguridad de tu tarjeta no es válido.', tooLong: 'El código de seguridad de tu tarjeta no es válido.' })
    .trim()
    .max(4, 'El código de seguridad de tu tarjeta no es válido.'),
  name: textSchema(100, { invalid: 'Indica el nombre del titular de la tarjeta.' }).trim().min(1, 'Indica el nombre del titular de la tarjeta.'),
});
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>;

/** GET /api/checkout/config: which card form the web shows (Stripe Elements or the sandbox form). */
export const checkoutConfigAnswerSchema = z.object({
  status: z.literal('ok'),
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
  currency: z.string(),
});
export type CheckoutConfigAnswer = z.infer<typeof checkoutConfigAnswerSchema>;

/** POST /api/checkout/webhook (Stripe): acknowledged events. */
export const webhookAnswerSchema = z.object({ status: z.literal('ok'), received: z.literal(true) });
