/**
 * The academy as its documents name it: the letterhead of every PDF the secretary issues and the signature
 * of its certificates. One place, so invoices, certificates and the contract always agree.
 */
export const academyIdentity = {
  legalName: 'Campus Formación, S.L.',
  brand: 'Campus',
  taxId: 'B88123456',
  address: 'Calle de Alcalá 123, 28009 Madrid',
  email: 'secretaria@campus.test',
  phone: '910 000 000',
  registry: 'Inscrita en el Registro Mercantil de Madrid, tomo 40.123, folio 12, hoja M-712345',
  signatory: 'Marta Gil Serrano',
  signatoryRole: 'Secretaria académica',
  /** VAT: training is exempt (Ley 37/1992 del IVA, art. 20.Uno.9.º). */
  vatNote: 'Operación exenta de IVA según el artículo 20.Uno.9.º de la Ley 37/1992.',
} as const;
