import {
  attendanceAnswerSchema,
  attendanceBodySchema,
  attendanceQuerySchema,
  certificateAnswerSchema,
  certificateBodySchema,
  certificateParamsSchema,
  contactCodeParamsSchema,
  contractParamsSchema,
  contractsAnswerSchema,
  debtsAnswerSchema,
  debtsBodySchema,
  documentDownloadParamsSchema,
  documentDownloadQuerySchema,
  documentUrlAnswerSchema,
  invoiceParamsSchema,
  invoicePdfAnswerSchema,
  invoiceRequestAnswerSchema,
  invoiceRequestBodySchema,
  verificationAnswerSchema,
  verificationParamsSchema,
  yearlyInvoicesParamsSchema,
} from '../schemas/secretary';
import type { EndpointSchemas } from './define-endpoint';
import type { secretaryRoutes } from './secretary';

// downloadDocument answers the PDF's bytes, not JSON: no answer schema (its errors are still the error answer).
export const secretarySchemas = {
  listDebts: { params: contactCodeParamsSchema, body: debtsBodySchema, answer: debtsAnswerSchema },
  getInvoicePdf: { params: invoiceParamsSchema, answer: invoicePdfAnswerSchema },
  getYearlyInvoices: { params: yearlyInvoicesParamsSchema, answer: documentUrlAnswerSchema },
  requestInvoice: { body: invoiceRequestBodySchema, answer: invoiceRequestAnswerSchema, status: 201 },
  getCertificateAttendance: { params: contactCodeParamsSchema, query: attendanceQuerySchema, body: attendanceBodySchema, answer: attendanceAnswerSchema },
  issueCertificate: { params: certificateParamsSchema, body: certificateBodySchema, answer: certificateAnswerSchema, status: 201 },
  listContracts: { params: contractParamsSchema, answer: contractsAnswerSchema },
  verifyDocument: { params: verificationParamsSchema, answer: verificationAnswerSchema },
  downloadDocument: { params: documentDownloadParamsSchema, query: documentDownloadQuerySchema },
} as const satisfies Record<keyof typeof secretaryRoutes, EndpointSchemas>;
