import type { PostChangedPayload } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { boardKeys, removePost, writePost } from './board-cache';
import type { QueryClient } from '@tanstack/react-query';

/** Writes a pushed change into the cached boards: a post written, edited or answered, or one deleted. */
export function applyPostChange(queryClient: QueryClient, payload: PostChangedPayload): void {
  if (payload.removedPostId !== null) removePost(queryClient, payload.removedPostId);
  if (payload.post) writePost(queryClient, payload.post, payload.groupCodes);
}

/**
 * Live board: `post-changed` (sent to every member of the post's groups) is written into the cached boards,
 * so a post, a response or a deletion by someone else shows without reloading. After a dropped connection
 * the boards are fetched again, since pushes sent meanwhile are lost.
 */
export function useBoardUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('post-changed', (payload) => applyPostChange(queryClient, payload));
  useSocketRelogin(() => void queryClient.invalidateQueries({ queryKey: boardKeys.postsRoot() }));
}
