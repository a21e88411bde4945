import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePost } from '../board-cache';

/** PATCH /api/posts/{id}/moderation (ours, issue 30): a moderator hides a post or shows it again. */
export function moderatePost(id: number, hidden: boolean) {
  return callEndpoint('moderatePost', { params: { id }, body: { hidden } });
}

/** PATCH /api/posts/response/{id}/moderation (ours, issue 30): a moderator hides an answer or shows it again. */
export function moderateResponse(id: number, hidden: boolean) {
  return callEndpoint('moderatePostResponse', { params: { id }, body: { hidden } });
}

/** Hides or shows a post or an answer; the post as the moderators see it goes into the cached boards. */
export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, hidden }: { kind: 'post' | 'response'; id: number; hidden: boolean }) =>
      kind === 'post' ? moderatePost(id, hidden) : moderateResponse(id, hidden),
    onSuccess: (answer) => writePost(queryClient, answer.post),
  });
}
