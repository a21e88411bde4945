import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const errors = [400, 401, 403, 404] as const;
/** The calls that may issue (render and store) a document: 429 past the person's limit. */
const issueErrors = [...errors, 429] as const;
const tags = ['secretary'];

/** The virtual secretary (spec 002 §7 "Enrolments and secretary"; certificate, download and verification paths are ours). */
export function createSecretaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.secretaryService;
  const certificates = ctx.certificatesService;
  return async (app) => {
    app.route({
      ...endpointRoute('listDebts', { tags, summary: 'Debts (adeudos) of the student’s own enrolments, newest period first', errors }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listDebts(request.actor, request.params.contactCode, request.body.enrolments)),
    });

    app.route({
      ...endpointRoute('getInvoicePdf', {
        tags,
        summary:
          'The PDF of a paid invoice (by provider invoice id or invoice number): Stripe’s hosted invoice_pdf, or a short-lived signed address of ours; 404 ‘No hay factura disponible’ for a debt paid at the cash desk, unpaid, or someone else’s',
        errors: issueErrors,
      }),
      preHandler: app.personLimits.documents,
      handler: async (request) => service.getInvoicePdf(request.actor, request.params.stripeId),
    });

    app.route({
      ...endpointRoute('getYearlyInvoices', {
        tags,
        summary: 'One PDF with every paid invoice of the previous calendar year of one of the student’s enrolments (url: signed, short-lived)',
        errors: issueErrors,
      }),
      preHandler: app.personLimits.documents,
      handler: async (request) => service.getYearlyInvoices(request.actor, request.params.enrolment),
    });

    app.route({
      ...endpointRoute('requestInvoice', {
        tags,
        summary: 'Asks for the invoice of one of the student’s debts: registers a support case of type 1 ‘Consulta administración’',
        errors,
      }),
      handler: async (request, reply) => reply.status(201).send(await service.requestInvoice(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('getCertificateAttendance', {
        tags,
        summary:
          'Hours the student attended of a group’s live classes held between start_date and end_date (Madrid days, default: the group’s start to today), and the days missed (none with onlyHours)',
        errors,
      }),
      handler: async (request) => certificates.getAttendance(request.actor, request.params.contactCode, request.body.data.grupo, request.query),
    });

    app.route({
      ...endpointRoute('issueCertificate', {
        tags,
        summary:
          'Issues a certificate (matricula, asistencia or contenidos) of one of the student’s groups as an A4 PDF with a verification code and QR; answers its signed short-lived address',
        errors: issueErrors,
      }),
      preHandler: app.personLimits.documents,
      handler: async (request, reply) =>
        reply.status(201).send(await certificates.issueCertificate(request.actor, request.params.kind, request.params.contactCode, request.body.grupo)),
    });

    app.route({
      ...endpointRoute('listContracts', {
        tags,
        summary: 'The student’s training contracts, each with edu_urlcontrato (signed, short-lived address of its PDF)',
        errors,
      }),
      handler: async (request) => service.listContracts(request.actor, request.params.contactId),
    });

    app.route({
      ...endpointRoute('verifyDocument', {
        tags,
        summary: 'Public verification of an issued document by its code (no session): kind, holder (DNI masked), formation, facts, issue date, revoked or not',
        config: { auth: 'public' },
        errors: [400, 404],
      }),
      handler: async (request) => service.verifyDocument(request.params.code),
    });

    app.route({
      ...endpointRoute('downloadDocument', {
        tags,
        summary: 'An issued PDF through its signed address (the signature is the credential; the sign-in that asked for it must still be open)',
        config: { auth: 'public' },
        errors: [400, 403, 404],
      }),
      handler: async (request, reply) => {
        const delivery = await service.downloadDocument({ code: request.params.code, ...request.query });
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${delivery.filename}"`)
          .header('cache-control', 'private, no-store');
        if (delivery.size !== null) reply.header('content-length', delivery.size);
        // The bytes are a stream, outside the JSON answer schemas.
        return (reply as FastifyReply).send(delivery.body);
      },
    });
  };
}
