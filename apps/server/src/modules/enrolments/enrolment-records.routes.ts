import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const tags = ['enrolments'];
const ownOnly = 'Only the caller’s own (403 for anyone else’s, for a freemium visitor and for contact type 3, who see only the profile’s info tab).';

/** The profile's enrolments, withdrawal requests and licences (spec 002 §7 "Enrolments and secretary", issue 13). */
export function createEnrolmentRecordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.enrolmentRecordsService;
  return async (app) => {
    app.route({
      ...endpointRoute('getEnrolmentInfo', {
        tags,
        summary:
          'The student’s enrolments with their product lines (and products), groups and enrolment lines (with the permanence and the latest withdrawal request)',
        description: ownOnly,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.getEnrolmentInfo(request.actor, request.params.contactCode)),
    });

    app.route({
      ...endpointRoute('checkWithdrawals', {
        tags,
        summary:
          'Per active enrolment line: pending debts (unpaid debts of its enrolment whose period has started), whether the permanence is fulfilled, whether a request is open; and the day a request sent now applies from',
        description: `${ownOnly} A line can be withdrawn when it has no open request, no pending debt and its permanence is fulfilled (the contract's getWithdrawalBlock gives the exact text otherwise).`,
      }),
      handler: async (request) => service.checkWithdrawals(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('listEnrolments', { tags, summary: 'The student’s enrolments, newest first', description: ownOnly }),
      handler: async (request) => service.listEnrolments(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('requestWithdrawal', {
        tags,
        summary:
          'Asks for the withdrawal of enrolment lines (201), with the survey; one request per line, applying from the first day of next month (asked before day 25, Madrid) or of the month after',
        description: [
          'Body: `{ lineas: string[] (1–20 line codes), encuesta: { motivo, valoracion (1–5), comentarios (≤ 2000; required when motivo is "otro") } }`.',
          'The spec’s body, the bare array of line codes, is accepted too: the request is made the same way, without survey answers.',
          'Refusals: 404 "La línea de matrícula no existe" (not an active line of the caller); 409 "Ya existe una solicitud de baja para esta línea de matrícula.", "No puede solicitar la baja porque tiene facturas pendientes de pagar.", "No puede solicitar la baja porque aún no ha cumplido la permanencia.".',
          'Every tab of the student receives `withdrawal-requested` with the created requests.',
          ownOnly,
        ].join('\n\n'),
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request, reply) => reply.code(201).send(await service.requestWithdrawal(request.actor, request.params.contactCode, request.body)),
    });

    app.route({
      ...endpointRoute('listWithdrawalRequests', {
        tags,
        summary: 'The student’s withdrawal requests with their line, group, effective day and status, newest first (listed in /solicitudes)',
        description: ownOnly,
      }),
      handler: async (request) => service.listWithdrawals(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('listLicences', {
        tags,
        summary:
          'The student’s licences: the digital book card of each active line with group code gru_N4_250 (login: the e-mail before "@"; password: DIGITAL_BOOK_PASSWORD), otherwise an empty list',
        description: ownOnly,
      }),
      handler: async (request) => service.listLicences(request.actor, request.params.contactCode),
    });
  };
}
