import { lazySchema } from '../contract-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * POST /api/formations/byCodes with [{edu_codigoformacion}]: fresh details of the formations a freemium
 * visitor may try (they have no enrolment lines to list them). Shared by the home and the freemium chooser.
 */
export function getFormationsByCodes(codes: readonly string[], signal?: AbortSignal) {
  return apiRequest('/api/formations/byCodes', {
    method: 'POST',
    body: codes.map((edu_codigoformacion) => ({ edu_codigoformacion })),
    schema: lazySchema((contract) => contract.formationsByCodesAnswerSchema),
    signal,
  });
}

export const formationsByCodesQueryOptions = (codes: readonly string[]) =>
  queryOptions({
    queryKey: ['formations-by-codes', [...codes].sort()],
    queryFn: ({ signal }) => getFormationsByCodes(codes, signal),
  });

/** The formations with these codes; disabled while the list is empty. */
export function useFormationsByCodes(codes: readonly string[]) {
  return useQuery({ ...formationsByCodesQueryOptions(codes), enabled: codes.length > 0 });
}
