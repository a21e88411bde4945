import type { Post } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** PATCH /api/posts/{id}/moderation (ours, issue 30): a teacher of the class's group hides a comment or shows it again. */
export function moderateComment(postId: number, hidden: boolean) {
  return callEndpoint('moderatePost', { params: { id: postId }, body: { hidden } });
}

/** DELETE /api/posts/{id} → 201: the author, or a moderator (who tells the author). */
export function deleteComment(postId: number) {
  return callEndpoint('deletePost', { params: { id: postId } });
}

/** Hides, shows again or deletes a class comment; the answer goes into the event's cached comments (no refetch). */
export function useModerateComment(eventId: number) {
  const queryClient = useQueryClient();
  const write = (change: (comments: Post[]) => Post[]) =>
    queryClient.setQueryData<Post[]>(formationKeys.comments(eventId), (comments) => (comments ? change(comments) : comments));
  return useMutation({
    mutationFn: async (input: { postId: number; action: 'hide' | 'show' | 'delete' }) =>
      input.action === 'delete' ? (await deleteComment(input.postId), null) : (await moderateComment(input.postId, input.action === 'hide')).post,
    onSuccess: (post, { postId }) =>
      write((comments) => (post ? comments.map((comment) => (comment.id === postId ? post : comment)) : comments.filter((comment) => comment.id !== postId))),
  });
}
