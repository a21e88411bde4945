import { sendSharedAnswer } from '../../http/shared-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { RICH_TEXT_BODY_LIMIT_BYTES } from '../../http/body-limits';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['posts'];
const errors = [400, 401, 403, 404] as const;

/** The posts board and class comments (spec 001 §7: posts of a group's board, and posts attached to an event). */
export function createPostsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.postsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listBoardPosts', {
        tags,
        summary: "A group's board: posts addressed to a group the user belongs to (enrolled, teaching; staff: any), newest first, with responses",
        errors,
      }),
      handler: async (request, reply) => sendSharedAnswer(request, reply, await service.listBoard(request.actor, request.query.edu_codigoformacion)),
    });

    app.route({
      ...endpointRoute('listBoardGroups', {
        tags,
        summary: 'Ours: the groups whose board the user reads and writes to (enrolled, teaching; staff: every group)',
        errors,
      }),
      handler: async (request) => service.listGroups(request.actor),
    });

    app.route({
      ...endpointRoute('createBoardPost', {
        tags,
        summary: 'Writes a board post to groups the author belongs to; ?notification=1 rings the bell of every member; content HTML sanitised',
        errors,
        bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES,
      }),
      handler: async (request) => service.createPost(request.actor, request.body, { isNotified: request.query.notification === '1' }),
    });

    app.route({
      ...endpointRoute('deletePost', {
        tags,
        summary: 'Deletes a post with its responses (its author, or a teacher of its groups or the academy side, who tell the author) → 201',
        errors,
      }),
      handler: async (request, reply) => reply.status(201).send(await service.deletePost(request.actor, request.params.id)),
    });

    app.route({
      ...endpointRoute('respondToPost', {
        tags,
        summary: 'Answers a post the user may read (author and date from the session); blank answers refused; records activity 6',
        errors,
      }),
      handler: async (request) => service.respond(request.actor, request.params.id, request.body.content),
    });

    app.route({
      ...endpointRoute('deletePostResponse', {
        tags,
        summary: "Deletes a response (its author, or a teacher of the post's groups or the academy side, who tell the author) → 201",
        errors,
      }),
      handler: async (request, reply) => reply.status(201).send(await service.deleteResponse(request.actor, request.params.id)),
    });

    app.route({
      ...endpointRoute('listPostableComments', {
        tags,
        summary: 'Comments of an event the user can open (newest first); 404 means there are none (?empty=list: an empty list instead)',
        errors,
      }),
      handler: async (request) =>
        service.listForPostable(request.actor, request.params.type, request.params.id, { isEmptyListWanted: request.query.empty === 'list' }),
    });

    app.route({
      ...endpointRoute('createPostableComment', {
        tags,
        summary: 'Writes a comment on an event the user can open; content HTML sanitised (editor formatting only)',
        errors,
        bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES,
      }),
      handler: async (request) => service.createForPostable(request.actor, request.body),
    });

    app.route({
      ...endpointRoute('moderatePost', {
        tags,
        summary:
          "Ours (issue 30): a teacher of the post's groups (or the academy side) hides it or shows it again; only its author and the moderators receive it while hidden; the author is told",
        errors,
      }),
      handler: async (request) => service.moderatePost(request.actor, request.params.id, request.body.hidden),
    });

    app.route({
      ...endpointRoute('moderatePostResponse', {
        tags,
        summary:
          "Ours (issue 30): a teacher of the post's groups (or the academy side) hides an answer or shows it again; answers the post; the author is told",
        errors,
      }),
      handler: async (request) => service.moderateResponse(request.actor, request.params.id, request.body.hidden),
    });

    app.route({
      ...endpointRoute('updatePost', { tags, summary: 'Updates a post or comment (its author only) → 204', errors, bodyLimit: RICH_TEXT_BODY_LIMIT_BYTES }),
      handler: async (request, reply) => {
        await service.update(request.actor, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    });
  };
}
