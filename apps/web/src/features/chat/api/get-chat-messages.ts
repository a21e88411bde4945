import type { ChatMessage } from '@campus/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { compareMessages } from '../chat-cache';
import { chatKeys } from './chat-keys';

/** Messages per page. */
export const CHAT_PAGE_SIZE = 50;

/** GET /api/chats/{id}/messages?page&limit: page 1 holds the newest messages, each page oldest first. */
export function getChatMessages(chatId: number, page: number, signal?: AbortSignal) {
  // The shell's chat catch-up (use-chat-bar-events) reaches this file: callEndpoint checks the answer once the
  // contract's schemas load, so zod and the schemas stay out of every page's first load.
  return callEndpoint('listChatMessages', { params: { id: chatId }, query: { page, limit: CHAT_PAGE_SIZE }, signal });
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

/** Most pages (of 50) one catch-up walks back; after a longer absence the conversation restarts from its newest page. */
export const CATCH_UP_MAX_PAGES = 10;

/**
 * What a conversation received since `lastSeen` (the newest message shown when the connection dropped):
 * pages from the newest back until one reaches `lastSeen` or something older, all of them returned so
 * a message committed late just before it is not missed either. Offset pages may repeat a message when
 * others arrive meanwhile: the caller merges by id. Null when more than CATCH_UP_MAX_PAGES were missed.
 */
export async function getMissedMessages(chatId: number, lastSeen: ChatMessage | undefined, signal?: AbortSignal): Promise<ChatMessage[] | null> {
  const messages: ChatMessage[] = [];
  for (let page = 1; page <= CATCH_UP_MAX_PAGES; page += 1) {
    const { messagesQuery } = await getChatMessages(chatId, page, signal);
    messages.push(...messagesQuery.data);
    const hasReachedSeen = !lastSeen || messagesQuery.data.some((message) => message.id === lastSeen.id || compareMessages(message, lastSeen) < 0);
    if (hasReachedSeen || !messagesQuery.hasMore) return messages;
  }
  return null;
}
