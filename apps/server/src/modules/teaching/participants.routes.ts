import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { createParticipantsRepository } from './participants.repository';
import { createParticipantsService } from './participants.service';

const tags = ['teaching'];
const errors = [400, 401, 404] as const;

/** The participants of a group for its teachers (issue 30 item 3). */
export function createParticipantsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createParticipantsService({
    repository: createParticipantsRepository(ctx.database.db),
    access: ctx.accessPolicies,
    timeline: ctx.timelineService,
    activities: ctx.activitiesService,
    now: ctx.now,
  });
  return async (app) => {
    app.route({
      ...endpointRoute('listGroupParticipants', {
        tags,
        summary:
          "Ours (issue 30): every student of the group (active enrolment lines) with their timeline percentage, attendance to the group's live classes held so far, last connection, streak, deliveries (delivered, graded, still open, past the deadline) and the grade of the current evaluation, with the group's means; for the group's teachers and the academy side (anyone else: 404)",
        description:
          'The current evaluation is the one whose tasks’ last days span today, else the last one begun, else the first. A constant number of statements whatever the size of the group.',
        errors,
      }),
      handler: async (request) => service.listParticipants(request.actor, request.params.groupCode),
    });

    app.route({
      ...endpointRoute('getGroupParticipant', {
        tags,
        summary:
          "Ours (issue 30): one student of the group: weekly progress since the course began, attendance per live class, the group's tasks with their delivery and grade, and every evaluation with their scores; 404 when they are not in the group",
        errors,
      }),
      handler: async (request) => service.getParticipant(request.actor, request.params.groupCode, request.params.contactCode),
    });
  };
}
