import { contactEventsParamsSchema, dateRangeQuerySchema, errorAnswerSchema, eventIdParamsSchema, eventInfoAnswerSchema, eventsAnswerSchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema };

/** Event calls of the home (spec 000 §7, 001 §7). */
export function createEventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.eventsService;
  return async (app) => {
    app.get(
      '/api/events/contact/:code/:email',
      {
        schema: {
          tags: ['events'],
          summary: "The user's events (their active groups, organized or invited) in a range of Madrid days, by start",
          security,
          params: contactEventsParamsSchema,
          querystring: dateRangeQuerySchema,
          response: { 200: eventsAnswerSchema, ...errors, 403: errorAnswerSchema },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listContactEvents(request.actor, request.params.code, request.params.email, request.query)),
    );

    app.get(
      '/api/events/onlyInfo/:id',
      { schema: { tags: ['events'], summary: 'One event the user may see', security, params: eventIdParamsSchema, response: { 200: eventInfoAnswerSchema, ...errors, 404: errorAnswerSchema } } },
      async (request) => service.getEventInfo(request.actor, request.params.id),
    );
  };
}
