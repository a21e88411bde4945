import { queryKeyOf } from '../../../lib/api/call-endpoint';

/** Query keys of the chat feature. */
export const chatKeys = {
  list: () => queryKeyOf('listChats'),
  /** Chats opened with someone but not saved yet (negative ids), kept only in this browser's cache. */
  temporary: () => ['chats', 'temporary'] as const,
  people: (search: string) => queryKeyOf('listPeopleToChat', undefined, { search }),
  chatAll: () => [queryKeyOf('getChat')[0]] as const,
  chat: (chatId: number) => queryKeyOf('getChat', { id: chatId }),
  messagesAll: () => [queryKeyOf('listChatMessages')[0]] as const,
  messages: (chatId: number) => queryKeyOf('listChatMessages', { id: chatId }),
};
