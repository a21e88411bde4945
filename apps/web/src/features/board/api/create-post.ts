import { postAnswerSchema, type PostMetadataInput } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { writePost } from '../board-cache';

export interface CreatePostInput {
  title: string;
  content: string;
  metadata: PostMetadataInput;
  codigos_grupos: string[];
}

/** POST /api/posts?notification=1 (spec 001 §7): a post to the chosen groups; every member gets a bell. */
export function createPost(input: CreatePostInput) {
  return apiRequest('/api/posts', { method: 'POST', query: { notification: '1' }, body: input, schema: postAnswerSchema });
}

/** Creates a post and writes the answered post into the cached boards of its groups. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: (answer) => writePost(queryClient, answer.post) });
}
