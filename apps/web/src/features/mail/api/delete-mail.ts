import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { applyMailChange } from '../mail-cache';

/** DELETE /api/mails/{id}: to Eliminados; a mail already there is deleted for good (mail null, removedId). */
export function deleteMail(id: number) {
  return callEndpoint('deleteMail', { params: { id } });
}

/** Deletes a mail and writes the answer into the cache. */
export function useDeleteMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMail, onSuccess: (answer) => applyMailChange(queryClient, answer.data) });
}
