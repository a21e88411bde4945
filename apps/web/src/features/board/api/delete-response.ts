import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { updateCachedPost } from '../board-cache';

/** DELETE /api/posts/response/{id} (spec 001 §7) → 201: the author of a response deletes it. */
export function deleteResponse(id: number) {
  return callEndpoint('deletePostResponse', { params: { id } });
}

/** Deletes a response and removes it from the cached post. */
export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; postId: number }) => deleteResponse(id),
    onSuccess: (_answer, { id, postId }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, responses: post.responses.filter((r) => r.id !== id) })),
  });
}
