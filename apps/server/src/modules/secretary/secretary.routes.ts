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
  errorAnswerSchema,
  invoiceParamsSchema,
  invoicePdfAnswerSchema,
  invoiceRequestAnswerSchema,
  invoiceRequestBodySchema,
  verificationAnswerSchema,
  verificationParamsSchema,
  yearlyInvoicesParamsSchema,
} from '@campus/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };
/** The calls that may issue (render and store) a document: 429 past the person's limit. */
const issueErrors = { ...errors, 429: errorAnswerSchema };
const tags = ['secretary'];

/** The virtual secretary (spec 002 §7 "Enrolments and secretary"; certificate, download and verification paths are ours). */
export function createSecretaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.secretaryService;
  const certificates = ctx.certificatesService;
  return async (app) => {
    app.post(
      '/api/adeudos/:contactCode',
      { schema: { tags, summary: 'Debts (adeudos) of the student’s own enrolments, newest period first', security, params: contactCodeParamsSchema, body: debtsBodySchema, response: { 200: debtsAnswerSchema, ...errors } } },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listDebts(request.actor, request.params.contactCode, request.body.enrolments)),
    );

    app.get(
      '/api/adeudos/stripe/:stripeId',
      {
        schema: {
          tags,
          summary: 'The PDF of a paid invoice (by provider invoice id or invoice number): Stripe’s hosted invoice_pdf, or a short-lived signed address of ours; 404 ‘No hay factura disponible’ for a debt paid at the cash desk, unpaid, or someone else’s',
          security,
          params: invoiceParamsSchema,
          response: { 200: invoicePdfAnswerSchema, ...issueErrors },
        },
        preHandler: app.personLimits.documents,
      },
      async (request) => service.getInvoicePdf(request.actor, request.params.stripeId),
    );

    app.get(
      '/api/adeudos/yearly/:enrolment',
      {
        schema: {
          tags,
          summary: 'One PDF with every paid invoice of the previous calendar year of one of the student’s enrolments (url: signed, short-lived)',
          security,
          params: yearlyInvoicesParamsSchema,
          response: { 200: documentUrlAnswerSchema, ...issueErrors },
        },
        preHandler: app.personLimits.documents,
      },
      async (request) => service.getYearlyInvoices(request.actor, request.params.enrolment),
    );

    app.post(
      '/api/user/casos/administration',
      {
        schema: {
          tags,
          summary: 'Asks for the invoice of one of the student’s debts: registers a support case of type 1 ‘Consulta administración’',
          security,
          body: invoiceRequestBodySchema,
          response: { 201: invoiceRequestAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.requestInvoice(request.actor, request.body)),
    );

    app.post(
      '/api/actividades/asistencia/:contactCode',
      {
        schema: {
          tags,
          summary: 'Hours the student attended of a group’s live classes held between start_date and end_date (Madrid days, default: the group’s start to today), and the days missed (none with onlyHours)',
          security,
          params: contactCodeParamsSchema,
          querystring: attendanceQuerySchema,
          body: attendanceBodySchema,
          response: { 200: attendanceAnswerSchema, ...errors },
        },
      },
      async (request) => certificates.getAttendance(request.actor, request.params.contactCode, request.body.data.grupo, request.query),
    );

    app.post(
      '/api/certificados/:kind/:contactCode',
      {
        schema: {
          tags,
          summary: 'Issues a certificate (matricula, asistencia or contenidos) of one of the student’s groups as an A4 PDF with a verification code and QR; answers its signed short-lived address',
          security,
          params: certificateParamsSchema,
          body: certificateBodySchema,
          response: { 201: certificateAnswerSchema, ...issueErrors },
        },
        preHandler: app.personLimits.documents,
      },
      async (request, reply) => reply.status(201).send(await certificates.issueCertificate(request.actor, request.params.kind, request.params.contactCode, request.body.grupo)),
    );

    app.get(
      '/api/contratos/:contactId',
      { schema: { tags, summary: 'The student’s training contracts, each with edu_urlcontrato (signed, short-lived address of its PDF)', security, params: contractParamsSchema, response: { 200: contractsAnswerSchema, ...errors } } },
      async (request) => service.listContracts(request.actor, request.params.contactId),
    );

    app.get(
      '/api/documentos/verificar/:code',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'Public verification of an issued document by its code (no session): kind, holder (DNI masked), formation, facts, issue date, revoked or not',
          params: verificationParamsSchema,
          response: { 200: verificationAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => service.verifyDocument(request.params.code),
    );

    app.get(
      '/api/documentos/descargar/:code',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'An issued PDF through its signed address (the signature is the credential; the sign-in that asked for it must still be open)',
          params: documentDownloadParamsSchema,
          querystring: documentDownloadQuerySchema,
          response: { 400: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request, reply) => {
        const delivery = await service.downloadDocument({ code: request.params.code, ...request.query });
        reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${delivery.filename}"`).header('cache-control', 'private, no-store');
        if (delivery.size !== null) reply.header('content-length', delivery.size);
        // The bytes are a stream, outside the JSON answer schemas.
        return (reply as FastifyReply).send(delivery.body);
      },
    );
  };
}
