import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { chatKeys } from './chat-keys';

/** GET /api/chats/people-to-chat?search: people the user may start a chat with. */
export function getPeopleToChat(search: string, signal?: AbortSignal) {
  return callEndpoint('listPeopleToChat', { query: { search }, signal });
}

export const peopleToChatQueryOptions = (search: string) =>
  queryOptions({
    queryKey: chatKeys.people(search),
    queryFn: ({ signal }) => getPeopleToChat(search, signal),
  });

/** People matching an (already debounced) search; nothing is asked for an empty search. */
export function usePeopleToChat(search: string) {
  return useQuery({ ...peopleToChatQueryOptions(search), enabled: search.length > 0, placeholderData: keepPreviousData });
}
