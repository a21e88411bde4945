import { createPostableBodySchema, errorAnswerSchema, postAnswerSchema, postIdParamsSchema, postableParamsSchema,
  postableQuerySchema, postsAnswerSchema, updatePostBodySchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { RICH_TEXT_BODY_LIMIT_BYTES } from '../../http/body-limits';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** Class comments (spec 001 §7: posts attached to an event). */
export function createPostsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.postsService;
  return async (app) => {
    app.get(
      '/api/posts/postable/:type/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'Comments of an event the user can open (newest first); 404 means there are none (?empty=list: an empty list instead)',
          security,
          params: postableParamsSchema,
          querystring: postableQuerySchema,
          response: { 200: postsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listForPostable(request.actor, request.params.type, request.params.id, { isEmptyListWanted: request.query.empty === 'list' }),
    );

    app.post(
      '/api/posts/postable',
      {
        bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES,
        schema: {
          tags: ['posts'],
          summary: 'Writes a comment on an event the user can open; content HTML sanitised (editor formatting only)',
          security,
          body: createPostableBodySchema,
          response: { 200: postAnswerSchema, ...errors },
        },
      },
      async (request) => service.createForPostable(request.actor, request.body),
    );

    app.put(
      '/api/posts/:id',
      {
        bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES,
        schema: {
          tags: ['posts'],
          summary: 'Updates a post or comment (its author only) → 204',
          security,
          params: postIdParamsSchema,
          body: updatePostBodySchema,
          response: { 204: z.null().describe('Updated'), ...errors },
        },
      },
      async (request, reply) => {
        await service.update(request.actor, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
