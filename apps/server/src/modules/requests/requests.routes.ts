import {
  createRequestAnswerSchema,
  decideRequestAnswerSchema,
  decideRequestSchema,
  errorAnswerSchema,
  requestIdParamsSchema,
  requestsAnswerSchema,
  requestsContactParamsSchema,
  requestTypeParamsSchema,
  tutoringRequestSchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema };

/** Tutoring requests (spec 002 §7 "Requests"), plus the teacher's side that decides them. */
export function createRequestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.requestsService;
  return async (app) => {
    app.post(
      '/api/requests/student/:requestType',
      {
        schema: {
          tags: ['requests'],
          summary: 'Creates a tutoring request (201) in the caller’s own name, for one of their active groups, to one of that group’s teachers',
          description:
            'Body: title (≤ 255), teacher_id, group_id, date (YYYY-MM-DD, not before today in Madrid), start_time and end_time (HH:MM, end after start), request_id (default 1), student_id (the caller). Refusals answer 4xx with the Spanish message the form shows.',
          security,
          params: requestTypeParamsSchema,
          body: tutoringRequestSchema,
          response: { 201: createRequestAnswerSchema, ...errors, 404: errorAnswerSchema },
        },
      },
      async (request, reply) => {
        const answer = await service.createStudentRequest(request.actor, request.params.requestType, request.body);
        return reply.code(201).send(answer);
      },
    );

    app.get(
      '/api/requests/student/:contactId',
      {
        schema: {
          tags: ['requests'],
          summary: 'The caller’s own tutoring requests, newest first (403 for anyone else’s)',
          security,
          params: requestsContactParamsSchema,
          response: { 200: requestsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listStudentRequests(request.actor, request.params.contactId),
    );

    app.get(
      '/api/requests/teacher/:contactId',
      {
        schema: {
          tags: ['requests'],
          summary: 'The tutoring requests addressed to the caller as a teacher, newest first (403 for anyone else’s)',
          security,
          params: requestsContactParamsSchema,
          response: { 200: requestsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listTeacherRequests(request.actor, request.params.contactId),
    );

    app.patch(
      '/api/requests/:id',
      {
        schema: {
          tags: ['requests'],
          summary: 'The addressed teacher approves (creates the private tutoría with a join link) or rejects (with a response) a pending request, once',
          security,
          params: requestIdParamsSchema,
          body: decideRequestSchema,
          response: { 200: decideRequestAnswerSchema, ...errors, 404: errorAnswerSchema, 409: errorAnswerSchema },
        },
      },
      async (request) => service.decideRequest(request.actor, request.params.id, request.body),
    );
  };
}
