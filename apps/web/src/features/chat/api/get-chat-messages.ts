import { chatMessagesAnswerSchema } from '@campus/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** Messages per page. */
export const CHAT_PAGE_SIZE = 50;

/** GET /api/chats/{id}/messages?page&limit: page 1 holds the newest messages, each page oldest first. */
export function getChatMessages(chatId: number, page: number, signal?: AbortSignal) {
  return apiRequest(`/api/chats/${chatId}/messages`, { query: { page, limit: CHAT_PAGE_SIZE }, schema: chatMessagesAnswerSchema, signal });
}

export const chatMessagesQueryOptions = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ signal, pageParam }) => getChatMessages(chatId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.messagesQuery.hasMore ? lastPage.messagesQuery.page + 1 : undefined),
  });

/** A conversation's messages; older pages load on demand. Disabled for temporary chats. */
export function useChatMessages(chatId: number) {
  return useInfiniteQuery({ ...chatMessagesQueryOptions(chatId), enabled: chatId > 0 });
}
