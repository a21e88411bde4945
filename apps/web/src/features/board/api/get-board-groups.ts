import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { boardKeys } from '../board-cache';

/** GET /api/posts/groups (ours): the groups whose board the user reads and writes to. */
export function getBoardGroups(signal?: AbortSignal) {
  return callEndpoint('listBoardGroups', { signal });
}

export const boardGroupsQueryOptions = () => queryOptions({ queryKey: boardKeys.groups(), queryFn: ({ signal }) => getBoardGroups(signal) });

/** The user's board groups; idle when `isEnabled` is false (freemium visitors: the server refuses them). */
export function useBoardGroups(isEnabled: boolean) {
  return useQuery({ ...boardGroupsQueryOptions(), enabled: isEnabled });
}
