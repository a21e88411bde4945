import { defineRoutes } from './define-endpoint';

/** The chat panel (spec 000 §2, §4, §7) and the conversation calls (spec 002 §7). */
export const chatsRoutes = defineRoutes({
  listChats: { method: 'GET', path: '/api/chats' },
  listPeopleToChat: { method: 'GET', path: '/api/chats/people-to-chat' },
  sendChatMessage: { method: 'POST', path: '/api/chats/send-message' },
  getChat: { method: 'GET', path: '/api/chats/:id' },
  listChatMessages: { method: 'GET', path: '/api/chats/:id/messages' },
  readChatMessages: { method: 'POST', path: '/api/chats/:id/read-messages' },
});
