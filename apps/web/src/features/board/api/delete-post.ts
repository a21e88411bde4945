import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { removePost } from '../board-cache';

/** DELETE /api/posts/{id} (spec 001 §7) → 201: the author deletes a post with its responses. */
export function deletePost(id: number) {
  return callEndpoint('deletePost', { params: { id } });
}

/** Deletes a post and removes it from every cached board. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: (_answer, id) => removePost(queryClient, id) });
}
