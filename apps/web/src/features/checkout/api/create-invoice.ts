import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';

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
  return callEndpoint('createInvoice', { body: input });
}

/** Creates the invoice of a purchase. */
export function useCreateInvoice() {
  return useMutation({ mutationFn: createInvoice });
}
