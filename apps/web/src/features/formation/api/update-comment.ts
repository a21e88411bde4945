import { texts, type CommentForm } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** PUT /api/posts/{id} {title, content} → 204. */
export async function updateComment(postId: number, form: CommentForm): Promise<void> {
  await callEndpoint('updatePost', { params: { id: postId }, body: { title: form.title, content: form.content } });
}

/** Updates the author's own comment, with the spec's toasts; the list reloads. */
export function useUpdateComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, form }: { postId: number; form: CommentForm }) => updateComment(postId, form),
    onSuccess: () => toast.success(texts.comments.updateSuccess),
    onError: () => toast.error(texts.comments.updateError),
    onSettled: () => queryClient.invalidateQueries({ queryKey: formationKeys.comments(eventId) }),
  });
}
