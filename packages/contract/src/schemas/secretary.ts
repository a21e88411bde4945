import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, textSchema } from './common';

/** A Madrid day as the API writes it ('2026-03-01'). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, texts.secretary.invalidDate);

/** The kinds of document the secretary issues (each recorded for `/verificar/{code}`). */
export const issuedDocumentKinds = [
  'factura',
  'facturas-anuales',
  'certificado-matricula',
  'certificado-asistencia',
  'certificado-contenidos',
  'contrato',
] as const;
export type IssuedDocumentKindName = (typeof issuedDocumentKinds)[number];

/** Certificates the student asks for from the secretary tab (path segment of POST /api/certificados/{kind}/{contactCode}). */
export const certificateKinds = ['matricula', 'asistencia', 'contenidos'] as const;
export type CertificateKind = (typeof certificateKinds)[number];

/**
 * A debt (adeudo) as POST /api/adeudos/{contactCode} lists it (spec 002 §3 "Debt/invoice"), plus what the card
 * shows: concept, amount in euros, invoice number and the day it was paid.
 */
export const debtSchema = z.object({
  caja_adeudoid: z.string(),
  /** First day of the period the debt pays for. */
  caja_periodoservicio: z.string(),
  caja_concepto: z.string(),
  caja_importe: z.number(),
  caja_pagado: z.boolean(),
  /** Paid at the academy's cash desk: the invoice is handed there, none is offered here. */
  caja_cajero: z.boolean(),
  caja_stripeid: z.string().nullable(),
  caja_numerofactura: z.string().nullable(),
  caja_fechapago: z.string().nullable(),
  caja_Matricula: z.object({ edu_codigomatricula: z.string() }),
});
export type Debt = z.infer<typeof debtSchema>;

/** Enrolments one request may ask about (a student has a handful). */
export const DEBT_ENROLMENTS_MAX = 50;

/** POST /api/adeudos/{contactCode}: the student's enrolment codes. */
export const debtsBodySchema = z.object({ enrolments: z.array(codeSchema()).min(1).max(DEBT_ENROLMENTS_MAX) });
export type DebtsBody = z.infer<typeof debtsBodySchema>;
export const debtsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(debtSchema) });
export type DebtsAnswer = z.infer<typeof debtsAnswerSchema>;

export const contactCodeParamsSchema = z.object({ contactCode: codeSchema() });

/** GET /api/adeudos/stripe/{stripeId}: the invoice's id at the payment provider, or our invoice number. */
export const invoiceParamsSchema = z.object({ stripeId: textSchema(100).min(1) });
/** The invoice's PDF: Stripe's hosted `invoice_pdf`, or a short-lived signed address of ours. */
export const invoicePdfAnswerSchema = z.object({ status: z.literal('ok'), invoice_pdf: z.string() });
export type InvoicePdfAnswer = z.infer<typeof invoicePdfAnswerSchema>;

/** GET /api/adeudos/yearly/{enrolment}: one PDF with every paid invoice of the previous calendar year. */
export const yearlyInvoicesParamsSchema = z.object({ enrolment: codeSchema() });
export const documentUrlAnswerSchema = z.object({ status: z.literal('ok'), url: z.string() });
export type DocumentUrlAnswer = z.infer<typeof documentUrlAnswerSchema>;

const requiredText = (max: number) => textSchema(max).trim().min(1);

/** POST /api/user/casos/administration: asks the academy for the invoice of a pending debt (a case of type 1). */
export const invoiceRequestBodySchema = z.object({
  data: z.object({
    title: requiredText(200),
    description: requiredText(5000),
    caja_adeudoid: z.uuid({ error: texts.secretary.noInvoice }),
    emailaddress: z.email().max(255),
  }),
});
export type InvoiceRequestBody = z.infer<typeof invoiceRequestBodySchema>;
export const invoiceRequestAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), ticketnumber: z.string() });
export type InvoiceRequestAnswer = z.infer<typeof invoiceRequestAnswerSchema>;

/** Query of POST /api/actividades/asistencia/{contactCode}: the days counted (both included) and whether only hours are wanted. */
export const attendanceQuerySchema = z.object({
  start_date: daySchema.optional(),
  end_date: daySchema.optional(),
  onlyHours: z.enum(['true', 'false', '1', '0']).optional(),
});
/** The group whose live classes are counted. */
export const attendanceBodySchema = z.object({ data: z.object({ grupo: z.string().max(50) }) });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;
export const attendanceAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    totalHorasAsistidas: z.number(),
    /** Madrid days of live classes the student missed (empty with onlyHours). */
    fechasNoAsistidas: z.array(z.string()),
  }),
});
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;

/** POST /api/certificados/{kind}/{contactCode}: a certificate of one of the student's groups. */
export const certificateParamsSchema = z.object({ kind: z.enum(certificateKinds), contactCode: codeSchema() });
export const certificateBodySchema = z.object({ grupo: z.string({ error: texts.secretary.selectGroup }).max(50).trim().min(1, texts.secretary.selectGroup) });
export type CertificateBody = z.infer<typeof certificateBodySchema>;
export const certificateAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), url: z.string(), verificationCode: z.string() });
export type CertificateAnswer = z.infer<typeof certificateAnswerSchema>;

/** GET /api/contratos/{contactId}: the student's contracts, each with a short-lived address of its PDF. */
export const contractParamsSchema = z.object({ contactId: codeSchema() });
export const contractSchema = z.object({
  edu_contratoid: z.string(),
  edu_referencia: z.string(),
  edu_fechafirma: z.string(),
  edu_matricula: z.string(),
  edu_urlcontrato: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(contractSchema) });
export type ContractsAnswer = z.infer<typeof contractsAnswerSchema>;

/** A verification code: 20 characters of an unambiguous alphabet, printed on every document. */
export const verificationCodePattern = /^[A-HJ-NP-Z2-9]{20}$/;
export const verificationParamsSchema = z.object({ code: z.string().max(64) });
/** The signed download of an issued PDF (`/api/documentos/descargar/{code}?c&s&exp&sig`). */
export const documentDownloadParamsSchema = z.object({ code: z.string().regex(verificationCodePattern) });
export const documentDownloadQuerySchema = z.object({
  c: codeSchema(),
  s: z.coerce.number().int().min(1),
  exp: z.coerce.number().int().min(1),
  sig: z.string().max(100),
});

/** GET /api/documentos/verificar/{code} (public): what the document states, the holder's id partly hidden. */
export const verifiedDocumentSchema = z.object({
  verificationCode: z.string(),
  kind: z.enum(issuedDocumentKinds),
  title: z.string(),
  holderName: z.string(),
  /** DNI with all but the last three characters hidden ('*****678Z'). */
  holderDni: z.string().nullable(),
  formation: z.string().nullable(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  issuedAt: z.string(),
  isRevoked: z.boolean(),
});
export type VerifiedDocument = z.infer<typeof verifiedDocumentSchema>;
export const verificationAnswerSchema = z.object({ status: z.literal('ok'), document: verifiedDocumentSchema });
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

/**
 * The holder's identity document as a third party sees it on the verification page: only the last three
 * characters (enough to match the paper in front of them, not enough to learn the number).
 */
export function maskIdentityDocument(value: string | null | undefined): string | null {
  const clean = (value ?? '').trim();
  if (!clean) return null;
  const visible = Math.min(3, Math.max(1, clean.length - 3));
  return '*'.repeat(clean.length - visible) + clean.slice(-visible);
}
