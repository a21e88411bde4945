import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { mailKeys } from './mail-keys';

/** GET /api/mails/{id}/draft: a draft's content as the composer reopens it (recipients, body, attachments). */
export function getMailDraft(id: number, signal?: AbortSignal) {
  return callEndpoint('readMailDraft', { params: { id }, signal });
}

// Always fresh: a draft may have been saved again in another tab.
export const mailDraftQueryOptions = (id: number) =>
  queryOptions({ queryKey: mailKeys.draft(id), queryFn: ({ signal }) => getMailDraft(id, signal), staleTime: 0, gcTime: 0 });

/** The draft being edited. */
export function useMailDraft(id: number) {
  return useQuery(mailDraftQueryOptions(id));
}
