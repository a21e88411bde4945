import { verificationAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/documentos/verificar/{code} (ours, public): what an issued document states. */
export function verifyDocument(code: string, signal?: AbortSignal) {
  return apiRequest(`/api/documentos/verificar/${encodeURIComponent(code)}`, { schema: verificationAnswerSchema, signal });
}

export const verifyDocumentQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['verification', code.toUpperCase()], queryFn: ({ signal }) => verifyDocument(code, signal), retry: false });

export function useVerifiedDocument(code: string) {
  return useQuery(verifyDocumentQueryOptions(code));
}
