import { MAIL_PAGE_SIZE, type MailFolderId } from '@campus/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { mailKeys } from './mail-keys';

/** GET /api/mails?folderId=&cursor=&limit=: a page of a folder, newest first; `nextCursor` leads to the next one. */
export function getMails(folderId: MailFolderId, cursor: string | null, signal?: AbortSignal) {
  return callEndpoint('listMail', { query: { folderId, cursor, limit: MAIL_PAGE_SIZE }, signal });
}

export const mailsQueryOptions = (folderId: MailFolderId) =>
  infiniteQueryOptions({
    queryKey: mailKeys.list(folderId),
    queryFn: ({ signal, pageParam }) => getMails(folderId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A folder's messages, a page at a time (keyset pages: a mail arriving meanwhile never shifts the next page). */
export function useMails(folderId: MailFolderId, isEnabled = true) {
  return useInfiniteQuery({ ...mailsQueryOptions(folderId), enabled: isEnabled });
}
