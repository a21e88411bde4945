import { calendarEventAnswerSchema, contactEventsParamsSchema, dateRangeQuerySchema, errorAnswerSchema, eventIdParamsSchema, eventsAnswerSchema } from '@campus/contract';
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
      {
        schema: {
          tags: ['events', 'calendar'],
          summary: 'One event the user may see (their groups, organized or invited, their own study plan; staff any), in the calendar shape (CalendarEvent, with its availability): the calendar opens ?event_id= with it',
          security,
          params: eventIdParamsSchema,
          response: { 200: calendarEventAnswerSchema, ...errors, 404: errorAnswerSchema },
        },
      },
      // The calendar module decides (availability, study plans); this path is the spec's event-info call.
      async (request) => ctx.calendarService.getEvent(request.actor, request.params.id),
    );
  };
}
