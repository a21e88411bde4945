import type { MailFolderId } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { applyMailChange } from '../mail-cache';

export interface UpdateMailInput {
  id: number;
  isRead?: boolean;
  folderId?: MailFolderId;
}

/** PATCH /api/mails/{id} {isRead?, folderId?}: marks a mail read or unread, or moves it to another folder. */
export function updateMail({ id, ...body }: UpdateMailInput) {
  return callEndpoint('updateMail', { params: { id }, body });
}

/** Changes a mail and writes the answer (the mail as it is now, the folders) into the cache. */
export function useUpdateMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMail, onSuccess: (answer) => applyMailChange(queryClient, answer.data) });
}
