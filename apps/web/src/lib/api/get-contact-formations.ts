import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';
import { CONTACT_FORMATIONS_QUERY } from './contact-formations-request';

/**
 * GET /api/lineaMatriculas/formations/{contactCode}?formationsOnly=true: the formations (groups) a contact
 * is enrolled in or has access to. Shared by the home, the formation page, the calendar filters and the
 * freemium picker, hence in lib rather than in one feature. The boot script starts the same request
 * (contact-formations-request).
 */
export function getContactFormations(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('getContactFormations', { params: { contactCode }, query: CONTACT_FORMATIONS_QUERY, signal });
}

export const contactFormationsQueryOptions = (contactCode: string) =>
  queryOptions({
    queryKey: queryKeyOf('getContactFormations', { contactCode }, CONTACT_FORMATIONS_QUERY),
    queryFn: ({ signal }) => getContactFormations(contactCode, signal),
  });

/** The contact's formations; disabled until the contact code is known. */
export function useContactFormations(contactCode: string | null | undefined) {
  return useQuery({ ...contactFormationsQueryOptions(contactCode ?? ''), enabled: !!contactCode });
}
