import { MAIL_PAGE_SIZE } from '@campus/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { mailKeys } from './mail-keys';

/** GET /api/mails/search?q=&cursor=&limit=: a page of the user's mail in every folder matching each typed word. */
export function searchMails(q: string, cursor: string | null, signal?: AbortSignal) {
  return callEndpoint('searchMail', { query: { q, cursor, limit: MAIL_PAGE_SIZE }, signal });
}

/** The results of a search, a page at a time; idle while nothing is typed. */
export function useMailSearch(q: string) {
  return useInfiniteQuery({
    queryKey: mailKeys.search(q),
    queryFn: ({ signal, pageParam }) => searchMails(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled: q !== '',
  });
}
