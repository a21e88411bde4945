import type { ChatSummary } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { chatKeys } from './chat-keys';

/** GET /api/chats/{id}: one chat, answered as a list of one summary. */
export function getChat(chatId: number, signal?: AbortSignal) {
  return callEndpoint('getChat', { params: { id: chatId }, signal });
}

export const chatQueryOptions = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.chat(chatId),
    queryFn: ({ signal }) => getChat(chatId, signal),
  });

/**
 * The chat being opened, checked with the server (it may come from a notification link). The list's
 * copy shows meanwhile. Disabled for temporary chats, which the server does not know yet.
 */
export function useChat(chatId: number, fromList: ChatSummary | undefined) {
  return useQuery({
    ...chatQueryOptions(chatId),
    enabled: chatId > 0,
    placeholderData: fromList ? { status: 'ok' as const, chats: [fromList] } : undefined,
  });
}
