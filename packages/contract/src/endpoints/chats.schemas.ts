import {
  chatAnswerSchema,
  chatIdParamsSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  chatsAnswerSchema,
  peopleToChatAnswerSchema,
  peopleToChatQuerySchema,
  readMessagesAnswerSchema,
  sendMessageAnswerSchema,
  sendMessageBodySchema,
} from '../schemas/chats';
import type { chatsRoutes } from './chats';
import type { EndpointSchemas } from './define-endpoint';

export const chatsSchemas = {
  listChats: { answer: chatsAnswerSchema },
  listPeopleToChat: { query: peopleToChatQuerySchema, answer: peopleToChatAnswerSchema },
  sendChatMessage: { body: sendMessageBodySchema, answer: sendMessageAnswerSchema, status: 201 },
  getChat: { params: chatIdParamsSchema, answer: chatAnswerSchema },
  listChatMessages: { params: chatIdParamsSchema, query: chatMessagesQuerySchema, answer: chatMessagesAnswerSchema },
  readChatMessages: { params: chatIdParamsSchema, answer: readMessagesAnswerSchema },
} as const satisfies Record<keyof typeof chatsRoutes, EndpointSchemas>;
