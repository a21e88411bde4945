import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { boardKeys } from '../board-cache';

/** GET /api/posts?edu_codigoformacion= (spec 001 §7): a group's board, newest first, with responses. */
export function getBoardPosts(groupCode: string, signal?: AbortSignal) {
  return callEndpoint('listBoardPosts', { query: { edu_codigoformacion: groupCode }, signal });
}

export const boardPostsQueryOptions = (groupCode: string) =>
  queryOptions({ queryKey: boardKeys.posts(groupCode), queryFn: ({ signal }) => getBoardPosts(groupCode, signal) });

/** The posts of the selected group; idle without one. */
export function useBoardPosts(groupCode: string | null) {
  return useQuery({ ...boardPostsQueryOptions(groupCode ?? ''), enabled: !!groupCode });
}
