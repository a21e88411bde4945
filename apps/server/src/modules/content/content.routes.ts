import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { sendSharedAnswer } from '../../http/shared-answer';

const tags = ['content'];
const errors = [400, 401, 403, 404] as const;

/** The formation tree, completion of its events and the staff's unit edit (spec 001 §7). */
export function createContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.contentService;
  return async (app) => {
    app.route({
      ...endpointRoute('getContent', {
        tags,
        summary: 'Units, topics and events of the group’s main formation, with files (signed addresses), the user’s completion and availability',
        description:
          '`formationCode` is the main formation (or the group itself); `group` the group viewed; `commonGroups` (comma-separated) adds events of other groups the user also reaches; `event` must be in the tree (404 otherwise). Locked events answer their files without address.',
        errors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.getContent(request.actor, request.params.formationCode, request.query)),
    });

    app.route({
      ...endpointRoute('updateUnitTitle', { tags, summary: 'Renames a unit (staff: contact types 4 or 6) → 201', errors }),
      handler: async (request, reply) => reply.status(201).send(await service.updateUnitTitle(request.actor, request.params.id, request.body.titulo)),
    });

    app.route({
      ...endpointRoute('setEventCompletion', {
        tags,
        summary: 'Marks an event completed (1) or not (0) for the user; refused while it is locked or still to come; the linked rescheduled event follows',
        errors: [...errors, 409],
      }),
      handler: async (request) => service.setCompletion(request.actor, request.params.eventId, request.params.contactCode, request.body.completed),
    });
  };
}
