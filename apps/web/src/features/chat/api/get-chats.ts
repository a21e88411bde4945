import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { chatKeys } from './chat-keys';

/** GET /api/chats: the user's chats, latest message first, with their unread counts. */
export function getChats(signal?: AbortSignal) {
  return callEndpoint('listChats', { signal });
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
