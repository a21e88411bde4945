import type { MailChangedPayload, MailFolderId, MailListAnswer, MailListItem, MailSearchAnswer, MailWriteAnswer } from '@campus/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { writeMailFolders } from '../../lib/api/mail-folders';
import { mailKeys } from './api/mail-keys';

/** What the cache keeps per folder: the pages of GET /api/mails loaded so far. */
export type MailPages = InfiniteData<MailListAnswer, string | null>;

const isNewer = (a: MailListItem, b: MailListItem) => Date.parse(a.date) > Date.parse(b.date);

/** The pages without the mail `id` (the total drops by one when it was there). */
export function removeFromPages(pages: MailPages, id: number): MailPages {
  if (!pages.pages.some((page) => page.data.some((item) => item.id === id))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, data: page.data.filter((item) => item.id !== id), total: Math.max(0, page.total - 1) })),
  };
}

/**
 * The pages with the mail in place: replaced where it is, else inserted by date (newest first) and counted.
 * A mail older than everything loaded waits for its own page, unless the last page is loaded already.
 */
export function upsertIntoPages(pages: MailPages, mail: MailListItem): MailPages {
  const isListed = pages.pages.some((page) => page.data.some((item) => item.id === mail.id));
  if (isListed) {
    return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map((item) => (item.id === mail.id ? mail : item)) })) };
  }
  let target = pages.pages.findIndex((page) => page.data.some((item) => isNewer(mail, item)));
  const lastIndex = pages.pages.length - 1;
  if (target === -1 && lastIndex >= 0 && pages.pages[lastIndex]!.nextCursor === null) target = lastIndex;
  if (target === -1) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const counted = { ...page, total: page.total + 1 };
      if (index !== target) return counted;
      const at = page.data.findIndex((item) => isNewer(mail, item));
      const data = at === -1 ? [...page.data, mail] : [...page.data.slice(0, at), mail, ...page.data.slice(at)];
      return { ...counted, data };
    }),
  };
}

/** Every cached folder list, with its folder id. */
function cachedLists(queryClient: QueryClient): { key: QueryKey; folderId: MailFolderId; pages: MailPages }[] {
  return queryClient
    .getQueriesData<MailPages>({ queryKey: mailKeys.lists() })
    .flatMap(([key, pages]) => (pages ? [{ key, folderId: (key as ReturnType<typeof mailKeys.list>)[2].folderId as MailFolderId, pages }] : []));
}

type SearchPages = InfiniteData<MailSearchAnswer, string | null>;

/** Search results (issue 29) follow a mail that changed (read, moved) or left, in place: a search is not re-ranked by a change. */
function patchSearches(queryClient: QueryClient, id: number, mail: MailListItem | null): void {
  queryClient.setQueriesData<SearchPages>({ queryKey: mailKeys.searches() }, (pages) =>
    pages?.pages.some((page) => page.data.some((item) => item.id === id))
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, data: page.data.flatMap((item) => (item.id !== id ? [item] : mail ? [mail] : [])) })),
        }
      : pages,
  );
}

/** Writes a mail as its folder lists it: into its folder's list, out of any other (a move). */
export function writeListItem(queryClient: QueryClient, mail: MailListItem): void {
  for (const { key, folderId, pages } of cachedLists(queryClient)) {
    const next = folderId === mail.folderId ? upsertIntoPages(pages, mail) : removeFromPages(pages, mail.id);
    if (next !== pages) queryClient.setQueryData<MailPages>(key, next);
  }
  patchSearches(queryClient, mail.id, mail);
  // The open message follows (read flag, folder) without being asked again.
  queryClient.setQueryData<{ status: 'ok'; data: MailListItem }>(mailKeys.message(mail.id), (answer) =>
    answer ? { ...answer, data: { ...answer.data, isRead: mail.isRead, folderId: mail.folderId, outsideDelivery: mail.outsideDelivery } } : answer,
  );
}

/** Takes a mail out of every list (deleted for good). */
export function removeListItem(queryClient: QueryClient, id: number): void {
  for (const { key, pages } of cachedLists(queryClient)) {
    const next = removeFromPages(pages, id);
    if (next !== pages) queryClient.setQueryData<MailPages>(key, next);
  }
  patchSearches(queryClient, id, null);
  queryClient.removeQueries({ queryKey: mailKeys.message(id) });
}

/** A change answered by PATCH or DELETE, or pushed by `mail-changed`: the folders, the mail as it is now, one gone. */
export function applyMailChange(queryClient: QueryClient, change: MailChangedPayload): void {
  writeMailFolders(queryClient, change.folders);
  if (change.removedId !== null) removeListItem(queryClient, change.removedId);
  if (change.mail) writeListItem(queryClient, change.mail);
}

/**
 * After a send or a saved draft: the answer's folders go into the cache, and the lists the mail left or
 * joined (the folder it is now in, and the drafts when a draft was sent or saved) are read again.
 */
export function applyMailWrite(queryClient: QueryClient, answer: MailWriteAnswer['data'], draftId: number | null): void {
  writeMailFolders(queryClient, answer.folders);
  if (draftId !== null) {
    queryClient.removeQueries({ queryKey: mailKeys.draft(draftId) });
    queryClient.removeQueries({ queryKey: mailKeys.message(draftId) });
  }
  const touched = new Set<MailFolderId>([answer.folderId, ...(draftId !== null ? (['drafts'] as const) : [])]);
  for (const folderId of touched) void queryClient.invalidateQueries({ queryKey: mailKeys.list(folderId) });
}
