/**
 * The address of a contact's formations (GET /api/lineaMatriculas/formations/{contactCode}), with no
 * imports: getContactFormations asks it, and the boot script (src/boot.ts) starts it for the home.
 */
export function contactFormationsRequest(contactCode: string) {
  return { path: `/api/lineaMatriculas/formations/${encodeURIComponent(contactCode)}`, query: { formationsOnly: 'true' } };
}
