/**
 * Who signs the secretary's certificates and contracts, and the invoices' tax note; the academy itself (name,
 * tax id, address, registry) is the contract's `academyIdentity`, shared with the web's legal pages.
 */
export const documentSignatory = {
  name: 'Marta Gil Serrano',
  role: 'Secretaria académica',
  /** VAT: training is exempt (Ley 37/1992 del IVA, art. 20.Uno.9.º). */
  vatNote: 'Operación exenta de IVA según el artículo 20.Uno.9.º de la Ley 37/1992.',
} as const;
