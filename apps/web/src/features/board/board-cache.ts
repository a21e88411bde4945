import type { Post } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/api/call-endpoint';

/** Query keys of the board: the user's groups, and each group's posts. */
export const boardKeys = {
  groups: () => queryKeyOf('listBoardGroups'),
  postsRoot: () => [queryKeyOf('listBoardPosts')[0]] as const,
  posts: (groupCode: string) => queryKeyOf('listBoardPosts', undefined, { edu_codigoformacion: groupCode }),
};

/** What the cache keeps per group: the answer of GET /api/posts?edu_codigoformacion=. */
export interface BoardPostsAnswer {
  status: 'ok';
  data: Post[];
}

const isNewer = (a: Post, b: Post) => Date.parse(a.created_at) > Date.parse(b.created_at);

/** The list with the post in place (replaced when there, else inserted by date: newest first). */
export function upsertPost(posts: readonly Post[], post: Post): Post[] {
  const rest = posts.filter((item) => item.id !== post.id);
  const index = rest.findIndex((item) => isNewer(post, item));
  return index === -1 ? [...rest, post] : [...rest.slice(0, index), post, ...rest.slice(index)];
}

/** Every cached board, with its group code. */
function cachedBoards(queryClient: QueryClient) {
  return queryClient.getQueriesData<BoardPostsAnswer>({ queryKey: boardKeys.postsRoot() }).flatMap(([key, answer]) => (answer ? [{ key, answer }] : []));
}

/** Writes a post (new, edited or answered) into the cached boards of the groups it is addressed to. */
export function writePost(queryClient: QueryClient, post: Post, groupCodes: readonly string[] = post.codigos_grupos): void {
  for (const code of groupCodes) {
    queryClient.setQueryData<BoardPostsAnswer>(boardKeys.posts(code), (answer) => (answer ? { ...answer, data: upsertPost(answer.data, post) } : answer));
  }
}

/** Changes a post wherever it is cached (an edit, a response added or removed). */
export function updateCachedPost(queryClient: QueryClient, postId: number, change: (post: Post) => Post): void {
  for (const { key, answer } of cachedBoards(queryClient)) {
    if (!answer.data.some((post) => post.id === postId)) continue;
    queryClient.setQueryData<BoardPostsAnswer>(key, { ...answer, data: answer.data.map((post) => (post.id === postId ? change(post) : post)) });
  }
}

/** Removes a deleted post from every cached board. */
export function removePost(queryClient: QueryClient, postId: number): void {
  for (const { key, answer } of cachedBoards(queryClient)) {
    if (answer.data.some((post) => post.id === postId))
      queryClient.setQueryData<BoardPostsAnswer>(key, { ...answer, data: answer.data.filter((post) => post.id !== postId) });
  }
}

/** The cached post with that id, in whichever board holds it. */
export function findCachedPost(queryClient: QueryClient, postId: number): Post | null {
  for (const { answer } of cachedBoards(queryClient)) {
    const found = answer.data.find((post) => post.id === postId);
    if (found) return found;
  }
  return null;
}
