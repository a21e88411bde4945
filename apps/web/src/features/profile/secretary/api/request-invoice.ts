import { type InvoiceRequestBody, invoiceRequestAnswerSchema } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/user/casos/administration (spec 002 §7), body data: asks the academy for a debt's invoice (a support case). */
export function requestInvoice(body: InvoiceRequestBody) {
  return apiRequest('/api/user/casos/administration', { method: 'POST', body, schema: invoiceRequestAnswerSchema });
}

export function useRequestInvoice() {
  return useMutation({ mutationFn: (body: InvoiceRequestBody) => requestInvoice(body) });
}
