import { defineRoutes } from './define-endpoint';

/** The virtual secretary (spec 002 §7 "Enrolments and secretary"; certificate, download and verification paths are ours). */
export const secretaryRoutes = defineRoutes({
  listDebts: { method: 'POST', path: '/api/adeudos/:contactCode' },
  getInvoicePdf: { method: 'GET', path: '/api/adeudos/stripe/:stripeId' },
  getYearlyInvoices: { method: 'GET', path: '/api/adeudos/yearly/:enrolment' },
  requestInvoice: { method: 'POST', path: '/api/user/casos/administration' },
  getCertificateAttendance: { method: 'POST', path: '/api/actividades/asistencia/:contactCode' },
  issueCertificate: { method: 'POST', path: '/api/certificados/:kind/:contactCode' },
  listContracts: { method: 'GET', path: '/api/contratos/:contactId' },
  verifyDocument: { method: 'GET', path: '/api/documentos/verificar/:code' },
  downloadDocument: { method: 'GET', path: '/api/documentos/descargar/:code' },
});
