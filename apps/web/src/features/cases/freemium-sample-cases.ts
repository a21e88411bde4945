import type { SupportCase } from '@campus/contract';

const sample = (index: number, ticketnumber: string, title: string, tipoIncidencia: number, statecode: number, statuscode: number): SupportCase => ({
  incidentid: `muestra-${index}`,
  ticketnumber,
  title,
  description: '',
  tipoIncidencia,
  customerid_contact: { fullname: '', edu_codigocontacto: '' },
  statecode,
  statuscode,
  hasResolution: statecode === 1,
  createdon: '2026-11-20T09:30:00.000Z',
  modifiedon: '2026-11-21T12:15:00.000Z',
});

/** What a freemium visitor sees, blurred, behind the lock of /incidencias (spec 002 §6): made-up cases, never fetched. */
export const freemiumSampleCases: SupportCase[] = [
  sample(1, 'CAS-4827-K3M', 'No se reproduce la grabación de la clase', 0, 1, 5),
  sample(2, 'CAS-7352-HTP', 'Duda sobre el pago de la mensualidad', 1, 0, 1),
  sample(3, 'CAS-2946-WQA', 'No puedo entregar la tarea del tema 4', 0, 0, 3),
];
