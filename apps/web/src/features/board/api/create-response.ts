import type { Post } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { updateCachedPost } from '../board-cache';

/**
 * POST /api/posts/{id}/response (spec 001 §7) {content, created_at, fullname, post_id, edu_codigocontacto}:
 * the server takes author, date and post from the session and the path.
 */
export function createResponse(input: { post: Pick<Post, 'id'>; content: string; fullname: string; contactCode: string }) {
  return callEndpoint('respondToPost', {
    params: { id: input.post.id },
    body: {
      content: input.content,
      created_at: new Date().toISOString(),
      fullname: input.fullname,
      post_id: input.post.id,
      edu_codigocontacto: input.contactCode,
    },
  });
}

/** Answers a post and appends the answered response to the cached post. */
export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResponse,
    onSuccess: ({ response }) =>
      updateCachedPost(queryClient, response.post_id, (post) =>
        post.responses.some((r) => r.id === response.id) ? post : { ...post, responses: [...post.responses, response] },
      ),
  });
}
