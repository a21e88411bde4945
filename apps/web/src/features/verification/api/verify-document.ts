import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/documentos/verificar/{code} (ours, public): what an issued document states. */
export function verifyDocument(code: string, signal?: AbortSignal) {
  return callEndpoint('verifyDocument', { params: { code }, signal });
}

export const verifyDocumentQueryOptions = (code: string) =>
  queryOptions({ queryKey: queryKeyOf('verifyDocument', { code: code.toUpperCase() }), queryFn: ({ signal }) => verifyDocument(code, signal), retry: false });

export function useVerifiedDocument(code: string) {
  return useQuery(verifyDocumentQueryOptions(code));
}
