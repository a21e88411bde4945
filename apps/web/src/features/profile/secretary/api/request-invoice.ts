import type { InvoiceRequestBody } from '@campus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';

/** POST /api/user/casos/administration (spec 002 §7), body data: asks the academy for a debt's invoice (a support case). */
export function requestInvoice(body: InvoiceRequestBody) {
  return callEndpoint('requestInvoice', { body });
}

export function useRequestInvoice() {
  return useMutation({ mutationFn: (body: InvoiceRequestBody) => requestInvoice(body) });
}
