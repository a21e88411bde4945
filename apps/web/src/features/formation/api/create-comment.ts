import { texts, type CommentForm } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** POST /api/posts/postable {title, content, postable_type: 'event', postable_id}: a class comment. */
export function createComment(eventId: number, form: CommentForm) {
  return callEndpoint('createPostableComment', {
    body: { title: form.title, content: form.content, metadata: null, postable_type: 'event', postable_id: String(eventId) },
  });
}

/** Creates a comment on the event, with the spec's toasts; the list reloads. */
export function useCreateComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CommentForm) => createComment(eventId, form),
    onSuccess: () => toast.success(texts.comments.createSuccess),
    onError: () => toast.error(texts.comments.createError),
    onSettled: () => queryClient.invalidateQueries({ queryKey: formationKeys.comments(eventId) }),
  });
}
