import { deletedAnswerSchema } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedPost } from '../board-cache';

/** DELETE /api/posts/response/{id} (spec 001 §7) → 201: the author of a response deletes it. */
export function deleteResponse(id: number) {
  return apiRequest(`/api/posts/response/${id}`, { method: 'DELETE', schema: deletedAnswerSchema });
}

/** Deletes a response and removes it from the cached post. */
export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; postId: number }) => deleteResponse(id),
    onSuccess: (_answer, { id, postId }) => updateCachedPost(queryClient, postId, (post) => ({ ...post, responses: post.responses.filter((r) => r.id !== id) })),
  });
}
