import type { PostMetadataInput } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { updateCachedPost } from '../board-cache';

export interface UpdatePostInput {
  id: number;
  title: string;
  content: string;
  metadata: PostMetadataInput;
}

/** PUT /api/posts/{id} (spec 001 §7) → 204: the author changes title, content and files (never the groups). */
export function updatePost({ id, ...body }: UpdatePostInput) {
  return callEndpoint('updatePost', { params: { id }, body });
}

/**
 * Updates a post and writes the change into the cache (the answer is empty): the server's own copy,
 * sanitized, follows as `post-changed` and replaces it.
 */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (_answer, input) =>
      updateCachedPost(queryClient, input.id, (post) => ({
        ...post,
        title: input.title.trim(),
        content: input.content,
        metadata: input.metadata,
        updated_at: new Date().toISOString(),
      })),
  });
}
