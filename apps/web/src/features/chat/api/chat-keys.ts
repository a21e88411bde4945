/** Query keys of the chat feature. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  /** Chats opened with someone but not saved yet (negative ids), kept only in this browser's cache. */
  temporary: () => ['chats', 'temporary'] as const,
  people: (search: string) => ['chats', 'people', search] as const,
  chat: (chatId: number) => ['chats', 'chat', chatId] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
  /** A chat file's signed address (expires: kept only a few minutes). */
};
