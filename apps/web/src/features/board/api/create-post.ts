import type { PostMetadataInput } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePost } from '../board-cache';

export interface CreatePostInput {
  title: string;
  content: string;
  metadata: PostMetadataInput;
  codigos_grupos: string[];
}

/** POST /api/posts?notification=1 (spec 001 §7): a post to the chosen groups; every member gets a bell. */
export function createPost(input: CreatePostInput) {
  return callEndpoint('createBoardPost', { query: { notification: '1' }, body: input });
}

/** Creates a post and writes the answered post into the cached boards of its groups. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: (answer) => writePost(queryClient, answer.post) });
}
