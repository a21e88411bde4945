import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * POST /api/formations/byCodes with [{edu_codigoformacion}]: fresh details of the formations a freemium
 * visitor may try (they have no enrolment lines to list them). Shared by the home and the freemium chooser.
 */
export function getFormationsByCodes(codes: readonly string[], signal?: AbortSignal) {
  return callEndpoint('listFormationsByCodes', { body: codes.map((edu_codigoformacion) => ({ edu_codigoformacion })), signal });
}

export const formationsByCodesQueryOptions = (codes: readonly string[]) =>
  queryOptions({
    // The body of this read (the codes, in any order) is part of its key.
    queryKey: [...queryKeyOf('listFormationsByCodes'), [...codes].sort()] as const,
    queryFn: ({ signal }) => getFormationsByCodes(codes, signal),
  });

/** The formations with these codes; disabled while the list is empty. */
export function useFormationsByCodes(codes: readonly string[]) {
  return useQuery({ ...formationsByCodesQueryOptions(codes), enabled: codes.length > 0 });
}
