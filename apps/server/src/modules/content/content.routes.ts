import {
  contentAnswerSchema,
  contentParamsSchema,
  contentQuerySchema,
  errorAnswerSchema,
  eventCompletionAnswerSchema,
  eventCompletionBodySchema,
  eventCompletionParamsSchema,
  unitAnswerSchema,
  unitParamsSchema,
  unitTitleBodySchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sendSharedAnswer } from '../../http/shared-answer';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** The formation tree, completion of its events and the staff's unit edit (spec 001 §7). */
export function createContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.contentService;
  return async (app) => {
    app.get(
      '/api/content/:formationCode',
      {
        schema: {
          tags: ['content'],
          summary: 'Units, topics and events of the group’s main formation, with files (signed addresses), the user’s completion and availability',
          description:
            '`formationCode` is the main formation (or the group itself); `group` the group viewed; `commonGroups` (comma-separated) adds events of other groups the user also reaches; `event` must be in the tree (404 otherwise). Locked events answer their files without address.',
          security,
          params: contentParamsSchema,
          querystring: contentQuerySchema,
          response: { 200: contentAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.getContent(request.actor, request.params.formationCode, request.query)),
    );

    app.put(
      '/api/content/units/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'Renames a unit (staff: contact types 4 or 6) → 201',
          security,
          params: unitParamsSchema,
          body: unitTitleBodySchema,
          response: { 201: unitAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.updateUnitTitle(request.actor, request.params.id, request.body.titulo)),
    );

    app.patch(
      '/api/events/contact/:eventId/:contactCode',
      {
        schema: {
          tags: ['content'],
          summary: 'Marks an event completed (1) or not (0) for the user; refused while it is locked or still to come; the linked rescheduled event follows',
          security,
          params: eventCompletionParamsSchema,
          body: eventCompletionBodySchema,
          response: { 200: eventCompletionAnswerSchema, ...errors, 409: errorAnswerSchema },
        },
      },
      async (request) => service.setCompletion(request.actor, request.params.eventId, request.params.contactCode, request.body.completed),
    );
  };
}
