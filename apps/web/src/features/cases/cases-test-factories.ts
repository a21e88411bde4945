import type { SupportCase } from '@campus/contract';

/** A support case as GET /api/user/casos lists it, for unit tests. */
export function makeCase(overrides: Partial<SupportCase> = {}): SupportCase {
  return {
    incidentid: '5b0f2a4e-1c1d-4c55-9a53-000000000001',
    ticketnumber: 'CAS-4827-K3M',
    title: 'No se reproduce la grabación',
    description: 'La pantalla se queda en negro.\nHe probado en Chrome.',
    tipoIncidencia: 0,
    customerid_contact: { fullname: 'Ana García López', edu_codigocontacto: 'CT-0001' },
    statecode: 0,
    statuscode: 1,
    hasResolution: false,
    createdon: '2026-11-20T09:30:00.000Z',
    modifiedon: '2026-11-21T12:15:00.000Z',
    ...overrides,
  };
}
