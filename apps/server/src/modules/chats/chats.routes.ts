import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['chats'];
const errors = [400, 401, 404] as const;

/** The chat panel (spec 000 §2, §4, §7) and the conversation calls (spec 002 §7). */
export function createChatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.chatsService;
  return async (app) => {
    app.route({
      ...endpointRoute('listChats', { tags, summary: "The user's chats with the other member, unread count and last message, newest first", errors: [401] }),
      handler: async (request) => service.listChats(request.actor),
    });

    app.route({
      ...endpointRoute('listPeopleToChat', {
        tags,
        summary: 'People the user may chat with (classmates, their teachers and organizers, staff); search by name or e-mail, at most 20',
        errors: [400, 401],
      }),
      handler: async (request) => service.listPeopleToChat(request.actor, request.query.search),
    });

    app.route({
      ...endpointRoute('sendChatMessage', {
        tags,
        summary: 'Sends a message (negative chatId: new chat with the receiver); answers the real chatId',
        errors: [...errors, 403],
      }),
      handler: async (request, reply) => reply.status(201).send(await service.sendMessage(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('getChat', { tags, summary: 'One of the user’s chats, as a list of one', errors }),
      handler: async (request) => service.getChat(request.actor, request.params.id),
    });

    app.route({
      ...endpointRoute('listChatMessages', { tags, summary: 'A page of the conversation (page 1 = newest), oldest first within the page', errors }),
      handler: async (request) => service.listMessages(request.actor, request.params.id, request.query.page, request.query.limit),
    });

    app.route({
      ...endpointRoute('readChatMessages', { tags, summary: 'Marks the other member’s messages read (members only)', errors }),
      handler: async (request) => service.readMessages(request.actor, request.params.id),
    });
  };
}
