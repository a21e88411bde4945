import { invoiceAnswerSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CreateInvoiceInput {
  customerId: string;
  /** The product's price list code (xcrm_codigolistaprecios): the server prices from it. */
  priceId: string;
  /** Informative only: the server never takes the amount from the client. */
  amount?: number;
  productName?: string;
}

/** POST /api/checkout/create-invoice-alumno {customerId, priceId, amount, productName}: an open invoice. */
export function createInvoice(input: CreateInvoiceInput) {
  return apiRequest('/api/checkout/create-invoice-alumno', { method: 'POST', body: input, schema: invoiceAnswerSchema });
}

/** Creates the invoice of a purchase. */
export function useCreateInvoice() {
  return useMutation({ mutationFn: createInvoice });
}
