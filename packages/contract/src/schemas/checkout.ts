import { z } from 'zod';

/** Card purchase calls (spec 001 §7). Prices always come from the server's product record. */
export const customerSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
export const getCustomerByEmailBodySchema = z.object({ email: z.string().email('El email no es válido') });
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
  customerId: z.string().min(1),
  priceId: z.string().min(1, 'Falta el producto'),
  amount: z.number().optional(),
  productName: z.string().optional(),
});
export const invoiceAnswerSchema = z.object({ status: z.literal('ok'), invoice: invoiceSchema });

export const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const customerIdBodySchema = z.object({ customerId: z.string().min(1) });
export const paymentMethodsAnswerSchema = z.object({ status: z.literal('ok'), paymentMethods: z.array(paymentMethodSchema) });

export const payInvoiceBodySchema = z.object({
  invoiceId: z.string().min(1),
  paymentMethodId: z.string({ error: 'Por favor selecciona un método de pago' }).min(1, 'Por favor selecciona un método de pago'),
});

export const paymentSuccessBodySchema = z.object({
  invoice: z.string().min(1),
  codigoContacto: z.string().min(1),
  codigoMatricula: z.string().min(1).optional(),
  producto: z.union([z.number().int(), z.string()]),
});
export const paymentSuccessAnswerSchema = z.object({ status: z.literal('ok'), granted: z.boolean(), edu_codigolineaproducto: z.string() });

export const savePaymentMethodBodySchema = z.object({ customerId: z.string().min(1), paymentMethodId: z.string().min(1) });
