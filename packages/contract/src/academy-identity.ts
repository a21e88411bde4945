/**
 * The academy as the law and its documents name it: the data controller of the privacy policy, the owner in the
 * legal notice (art. 10 LSSI) and the letterhead of every PDF the secretary issues. One place for the web's legal
 * pages and the server's documents, so they always agree.
 */
export const academyIdentity = {
  legalName: 'Campus Formación, S.L.',
  brand: 'Campus',
  taxId: 'B88123456',
  address: 'Calle de Alcalá 123, 28009 Madrid',
  email: 'secretaria@campus.test',
  phone: '910 000 000',
  registry: 'Inscrita en el Registro Mercantil de Madrid, tomo 40.123, folio 12, hoja M-712345',
  /** The data protection officer (delegado de protección de datos, art. 37 RGPD, art. 34 LOPDGDD). */
  dpoEmail: 'dpd@campus.test',
  /** When the privacy policy and the legal notice were last reviewed (ISO day). */
  legalTextsUpdatedOn: '2026-09-01',
} as const;
