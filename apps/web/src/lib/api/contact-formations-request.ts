import { buildEndpointPath, endpoints } from '@campus/contract/plain';

/** The query of the formations read: formations only, not the enrolment lines' products. */
export const CONTACT_FORMATIONS_QUERY = { formationsOnly: 'true' } as const;

/**
 * The address of a contact's formations (GET /api/lineaMatriculas/formations/{contactCode}), from the contract's
 * plain entry (no zod): the boot script (src/boot.ts) starts it for the home, and getContactFormations asks the
 * very same URL through callEndpoint, so the early answer is taken.
 */
export function contactFormationsRequest(contactCode: string) {
  return { path: buildEndpointPath(endpoints.getContactFormations, { contactCode }), query: CONTACT_FORMATIONS_QUERY };
}
