import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['teaching'];

/** The teacher's home (issue 30 item 1). */
export function createTeachingHomeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.teachingHomeService;
  return async (app) => {
    app.route({
      ...endpointRoute('getTeachingHome', {
        tags,
        summary: 'The teacher’s home: the groups he teaches with their averages, his next classes and tutorías, and what waits for him today',
        description:
          'Groups (formation_teachers) with active students, mean timeline percent and mean attendance of the live classes held so far; his events (his groups’, organized, invited) from now to 30 days ahead with their join_url (the web applies the join window); deliveries to grade, pending tutoring requests addressed to him and his groups’ unanswered questions (class comments and board posts without an answer from a teacher of the group or staff), counted whole and listed up to 10 each. 403 for someone who teaches no group and is not staff, and for a free-trial visitor.',
        errors: [401, 403],
      }),
      handler: async (request) => service.getHome(request.actor),
    });
  };
}
