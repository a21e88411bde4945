import {
  createWithdrawalAnswerSchema,
  enrolmentInfoAnswerSchema,
  enrolmentRecordsParamsSchema,
  enrolmentsAnswerSchema,
  errorAnswerSchema,
  licencesAnswerSchema,
  withdrawalChecksAnswerSchema,
  withdrawalRequestBodySchema,
  withdrawalRequestsAnswerSchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema };
const ownOnly = 'Only the caller’s own (403 for anyone else’s, for a freemium visitor and for contact type 3, who see only the profile’s info tab).';

/** The profile's enrolments, withdrawal requests and licences (spec 002 §7 "Enrolments and secretary", issue 13). */
export function createEnrolmentRecordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.enrolmentRecordsService;
  return async (app) => {
    app.get(
      '/api/matriculas/alumno/info/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'The student’s enrolments with their product lines (and products), groups and enrolment lines (with the permanence and the latest withdrawal request)',
          description: ownOnly,
          security,
          params: enrolmentRecordsParamsSchema,
          response: { 200: enrolmentInfoAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.getEnrolmentInfo(request.actor, request.params.contactCode)),
    );

    app.get(
      '/api/matriculas/alumno/comprobar-solicitud-baja/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'Per active enrolment line: pending debts (unpaid debts of its enrolment whose period has started), whether the permanence is fulfilled, whether a request is open; and the day a request sent now applies from',
          description: `${ownOnly} A line can be withdrawn when it has no open request, no pending debt and its permanence is fulfilled (the contract's getWithdrawalBlock gives the exact text otherwise).`,
          security,
          params: enrolmentRecordsParamsSchema,
          response: { 200: withdrawalChecksAnswerSchema, ...errors },
        },
      },
      async (request) => service.checkWithdrawals(request.actor, request.params.contactCode),
    );

    app.get(
      '/api/matriculas/alumno/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'The student’s enrolments, newest first',
          description: ownOnly,
          security,
          params: enrolmentRecordsParamsSchema,
          response: { 200: enrolmentsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listEnrolments(request.actor, request.params.contactCode),
    );

    app.post(
      '/api/lineaMatriculas/alumno/solicitudes-baja/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'Asks for the withdrawal of enrolment lines (201), with the survey; one request per line, applying from the first day of next month (asked before day 25, Madrid) or of the month after',
          description: [
            'Body: `{ lineas: string[] (1–20 line codes), encuesta: { motivo, valoracion (1–5), comentarios (≤ 2000; required when motivo is "otro") } }`.',
            'The spec’s body, the bare array of line codes, is accepted too: the request is made the same way, without survey answers.',
            'Refusals: 404 "La línea de matrícula no existe" (not an active line of the caller); 409 "Ya existe una solicitud de baja para esta línea de matrícula.", "No puede solicitar la baja porque tiene facturas pendientes de pagar.", "No puede solicitar la baja porque aún no ha cumplido la permanencia.".',
            'Every tab of the student receives `withdrawal-requested` with the created requests.',
            ownOnly,
          ].join('\n\n'),
          security,
          params: enrolmentRecordsParamsSchema,
          body: withdrawalRequestBodySchema,
          response: { 201: createWithdrawalAnswerSchema, ...errors, 404: errorAnswerSchema, 409: errorAnswerSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await service.requestWithdrawal(request.actor, request.params.contactCode, request.body)),
    );

    app.get(
      '/api/lineaMatriculas/alumno/solicitudes-baja/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'The student’s withdrawal requests with their line, group, effective day and status, newest first (listed in /solicitudes)',
          description: ownOnly,
          security,
          params: enrolmentRecordsParamsSchema,
          response: { 200: withdrawalRequestsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listWithdrawals(request.actor, request.params.contactCode),
    );

    app.get(
      '/api/user/licencias/:contactCode',
      {
        schema: {
          tags: ['enrolments'],
          summary: 'The student’s licences: the digital book card of each active line with group code gru_N4_250 (login: the e-mail before "@"; password: DIGITAL_BOOK_PASSWORD), otherwise an empty list',
          description: ownOnly,
          security,
          params: enrolmentRecordsParamsSchema,
          response: { 200: licencesAnswerSchema, ...errors },
        },
      },
      async (request) => service.listLicences(request.actor, request.params.contactCode),
    );
  };
}
