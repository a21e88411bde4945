import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

/** Event calls of the home (spec 000 §7, 001 §7). */
export function createEventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.eventsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listContactEvents', {
        tags: ['events'],
        summary: "The user's events (their active groups, organized or invited) in a range of Madrid days, by start",
      }),
      handler: async (request, reply) =>
        sendSharedAnswer(request, reply, await service.listContactEvents(request.actor, request.params.code, request.params.email, request.query)),
    });

    app.route({
      ...endpointRoute('getEventInfo', {
        tags: ['events', 'calendar'],
        summary:
          'One event the user may see (their groups, organized or invited, their own study plan; staff any), in the calendar shape (CalendarEvent, with its availability): the calendar opens ?event_id= with it',
        errors: [400, 401, 404],
      }),
      // The calendar module decides (availability, study plans); this path is the spec's event-info call.
      handler: async (request) => ctx.calendarService.getEvent(request.actor, request.params.id),
    });
  };
}
