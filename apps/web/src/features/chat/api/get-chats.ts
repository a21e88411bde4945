import { chatsAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/chats: the user's chats, latest message first, with their unread counts. */
export function getChats(signal?: AbortSignal) {
  return apiRequest('/api/chats', { schema: chatsAnswerSchema, signal });
}

export const chatsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => getChats(signal),
  });

/** The chat list; `chat-bar` events keep it current while cached. */
export function useChats() {
  return useQuery(chatsQueryOptions());
}
