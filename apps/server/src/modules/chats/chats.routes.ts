import {
  chatAnswerSchema,
  chatIdParamsSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  chatsAnswerSchema,
  errorAnswerSchema,
  peopleToChatAnswerSchema,
  peopleToChatQuerySchema,
  readMessagesAnswerSchema,
  sendMessageAnswerSchema,
  sendMessageBodySchema,
} from '@campus/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

const security = [{ bearer: [] }];
const errors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema };

/** The chat panel (spec 000 §2, §4, §7) and the conversation calls (spec 002 §7). */
export function createChatsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.chatsService;
  return async (app) => {
    app.get(
      '/api/chats',
      { schema: { tags: ['chats'], summary: "The user's chats with the other member, unread count and last message, newest first", security, response: { 200: chatsAnswerSchema, 401: errorAnswerSchema } } },
      async (request) => service.listChats(request.actor),
    );

    app.get(
      '/api/chats/people-to-chat',
      {
        schema: {
          tags: ['chats'],
          summary: 'People the user may chat with (classmates, their teachers and organizers, staff); search by name or e-mail, at most 20',
          security,
          querystring: peopleToChatQuerySchema,
          response: { 200: peopleToChatAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema },
        },
      },
      async (request) => service.listPeopleToChat(request.actor, request.query.search),
    );

    app.post(
      '/api/chats/send-message',
      {
        schema: {
          tags: ['chats'],
          summary: 'Sends a message (negative chatId: new chat with the receiver); answers the real chatId',
          security,
          body: sendMessageBodySchema,
          response: { 201: sendMessageAnswerSchema, ...errors, 403: errorAnswerSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.sendMessage(request.actor, request.body)),
    );

    app.get(
      '/api/chats/:id',
      { schema: { tags: ['chats'], summary: 'One of the user’s chats, as a list of one', security, params: chatIdParamsSchema, response: { 200: chatAnswerSchema, ...errors } } },
      async (request) => service.getChat(request.actor, request.params.id),
    );

    app.get(
      '/api/chats/:id/messages',
      {
        schema: {
          tags: ['chats'],
          summary: 'A page of the conversation (page 1 = newest), oldest first within the page',
          security,
          params: chatIdParamsSchema,
          querystring: chatMessagesQuerySchema,
          response: { 200: chatMessagesAnswerSchema, ...errors },
        },
      },
      async (request) => service.listMessages(request.actor, request.params.id, request.query.page, request.query.limit),
    );

    app.post(
      '/api/chats/:id/read-messages',
      { schema: { tags: ['chats'], summary: 'Marks the other member’s messages read (members only)', security, params: chatIdParamsSchema, response: { 200: readMessagesAnswerSchema, ...errors } } },
      async (request) => service.readMessages(request.actor, request.params.id),
    );
  };
}
