import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['requests'];

/** Tutoring requests (spec 002 §7 "Requests"), plus the teacher's side that decides them. */
export function createRequestsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.requestsService;
  return async (app) => {
    app.route({
      ...endpointRoute('createTutoringRequest', {
        tags,
        summary: 'Creates a tutoring request (201) in the caller’s own name, for one of their active groups, to one of that group’s teachers',
        description:
          'Body: title (≤ 255), teacher_id, group_id, date (YYYY-MM-DD, not before today in Madrid), start_time and end_time (HH:MM, end after start), request_id (default 1), student_id (the caller); ours, optional: message (≤ 1000, what the student wants to go over). Refusals answer 4xx with the Spanish message the form shows.',
        errors: [400, 401, 403, 404],
      }),
      handler: async (request, reply) => {
        const answer = await service.createStudentRequest(request.actor, request.params.requestType, request.body);
        return reply.code(201).send(answer);
      },
    });

    app.route({
      ...endpointRoute('listStudentRequests', { tags, summary: 'The caller’s own tutoring requests, newest first (403 for anyone else’s)' }),
      handler: async (request) => service.listStudentRequests(request.actor, request.params.contactId),
    });

    app.route({
      ...endpointRoute('listTeacherRequests', {
        tags,
        summary: 'The tutoring requests addressed to the caller as a teacher, newest first (403 for anyone else’s)',
      }),
      handler: async (request) => service.listTeacherRequests(request.actor, request.params.contactId),
    });

    app.route({
      ...endpointRoute('decideRequest', {
        tags,
        summary: 'The addressed teacher approves (creates the private tutoría with a join link) or rejects (with a response) a pending request, once',
        description:
          'Body: status (aprobado | rechazado), response (≤ 2000; required to reject), location (≤ 500; on approval an https link becomes the tutoría’s join URL, other text a place shown in it, none a video room; a link that is not https answers 400).',
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request) => service.decideRequest(request.actor, request.params.id, request.body),
    });
  };
}
