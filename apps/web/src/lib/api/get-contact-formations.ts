import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { lazySchema } from '../contract-schemas';
import { contactFormationsRequest } from './contact-formations-request';

/**
 * GET /api/lineaMatriculas/formations/{contactCode}?formationsOnly=true: the formations (groups) a contact
 * is enrolled in or has access to. Shared by the home, the formation page, the calendar filters and the
 * freemium picker, hence in lib rather than in one feature.
 */
export function getContactFormations(contactCode: string, signal?: AbortSignal) {
  const { path, query } = contactFormationsRequest(contactCode);
  return apiRequest(path, {
    query,
    schema: lazySchema((contract) => contract.contactFormationsAnswerSchema),
    signal,
  });
}

export const contactFormationsQueryOptions = (contactCode: string) =>
  queryOptions({
    queryKey: ['contact-formations', contactCode],
    queryFn: ({ signal }) => getContactFormations(contactCode, signal),
  });

/** The contact's formations; disabled until the contact code is known. */
export function useContactFormations(contactCode: string | null | undefined) {
  return useQuery({ ...contactFormationsQueryOptions(contactCode ?? ''), enabled: !!contactCode });
}
