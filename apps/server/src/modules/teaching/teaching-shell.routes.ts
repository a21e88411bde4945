import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { createTeachingShellRepository } from './teaching-shell.repository';
import { createTeachingShellService } from './teaching-shell.service';

const tags = ['teaching'];

/** A teacher's shell (issue 30 item 9): his groups, and his group's completion of its timeline. */
export function createTeachingShellRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createTeachingShellService({
    repository: createTeachingShellRepository(ctx.database.db),
    access: ctx.accessPolicies,
    formations: ctx.formationsService,
  });
  return async (app) => {
    app.route({
      ...endpointRoute('listTaughtGroups', {
        tags,
        summary: 'The groups the signed-in person teaches (formation_teachers), as the contact formations list groups',
        description:
          "By first class day. Feeds the teacher's menu (Mis grupos) and the group pickers of /estadisticas and /timeline. Anyone signed in may ask: who teaches nothing (a student, a freemium visitor) gets an empty list.",
        errors: [401],
      }),
      handler: async (request) => service.listTaughtGroups(request.actor),
    });

    app.route({
      ...endpointRoute('getGroupTimelineCompletion', {
        tags,
        summary: "How many of the group's active students completed each item of its timeline",
        description:
          "For a teacher of the group, staff and admins (policy teachGroup); to anyone else the group does not exist (404 'El grupo no existe o no es uno de tus grupos'). Events of the group or its main formation (no tutorías, no study-plan events) that at least one active student completed, with that count, and the number of active students: one statement whatever the size of the group.",
        errors: [401, 404],
      }),
      handler: async (request) => service.getGroupTimelineCompletion(request.actor, request.params.groupCode),
    });
  };
}
