import { sendSharedAnswer } from '../../http/shared-answer';
import { boardGroupsAnswerSchema, boardQuerySchema, createPostableBodySchema, createPostBodySchema, createPostQuerySchema, deletedAnswerSchema, errorAnswerSchema,
  postAnswerSchema, postIdParamsSchema, postableParamsSchema, postableQuerySchema, postResponseAnswerSchema, postResponseBodySchema, postsAnswerSchema,
  responseIdParamsSchema, updatePostBodySchema } from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { RICH_TEXT_BODY_LIMIT_BYTES } from '../../http/body-limits';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema };

/** The posts board and class comments (spec 001 §7: posts of a group's board, and posts attached to an event). */
export function createPostsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.postsService;
  return async (app) => {
    app.get(
      '/api/posts',
      {
        schema: {
          tags: ['posts'],
          summary: "A group's board: posts addressed to a group the user belongs to (enrolled, teaching; staff: any), newest first, with responses",
          security,
          querystring: boardQuerySchema,
          response: { 200: postsAnswerSchema, ...errors },
        },
      },
      async (request, reply) => sendSharedAnswer(request, reply, await service.listBoard(request.actor, request.query.edu_codigoformacion)),
    );

    app.get(
      '/api/posts/groups',
      {
        schema: {
          tags: ['posts'],
          summary: 'Ours: the groups whose board the user reads and writes to (enrolled, teaching; staff: every group)',
          security,
          response: { 200: boardGroupsAnswerSchema, ...errors },
        },
      },
      async (request) => service.listGroups(request.actor),
    );

    app.post(
      '/api/posts',
      {
        bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES,
        schema: {
          tags: ['posts'],
          summary: 'Writes a board post to groups the author belongs to; ?notification=1 rings the bell of every member; content HTML sanitised',
          security,
          querystring: createPostQuerySchema,
          body: createPostBodySchema,
          response: { 200: postAnswerSchema, ...errors },
        },
      },
      async (request) => service.createPost(request.actor, request.body, { isNotified: request.query.notification === '1' }),
    );

    app.delete(
      '/api/posts/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'Deletes a post with its responses (its author only) → 201',
          security,
          params: postIdParamsSchema,
          response: { 201: deletedAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.deletePost(request.actor, request.params.id)),
    );

    app.post(
      '/api/posts/:id/response',
      {
        schema: {
          tags: ['posts'],
          summary: 'Answers a post the user may read (author and date from the session); blank answers refused; records activity 6',
          security,
          params: postIdParamsSchema,
          body: postResponseBodySchema,
          response: { 200: postResponseAnswerSchema, ...errors },
        },
      },
      async (request) => service.respond(request.actor, request.params.id, request.body.content),
    );

    app.delete(
      '/api/posts/response/:id',
      {
        schema: {
          tags: ['posts'],
          summary: 'Deletes a response (its author only) → 201',
          security,
          params: responseIdParamsSchema,
          response: { 201: deletedAnswerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.deleteResponse(request.actor, request.params.id)),
    );

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
