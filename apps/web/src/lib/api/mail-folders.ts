import type { MailFolder, MailFolderId } from '@campus/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * The user's mail folders (GET /api/mails/folders), shared by the shell (the 'Correo' menu item's unread
 * badge) and the mail page. The `mail-changed` socket event and every mail write answer carry the folders
 * as they are now, written here with `writeMailFolders`, so neither asks again.
 */
export const mailFoldersKey = queryKeyOf('listMailFolders');

/** GET /api/mails/folders: the eight folders in their order, with unread and total counts. */
export function getMailFolders(signal?: AbortSignal) {
  return callEndpoint('listMailFolders', { signal });
}

export const mailFoldersQueryOptions = () =>
  queryOptions({
    queryKey: mailFoldersKey,
    queryFn: ({ signal }) => getMailFolders(signal),
    // Kept current by the socket and by the answers of every mail change; a reconnection refetches them.
    staleTime: 5 * 60_000,
  });

/** The folders; idle when `isEnabled` is false (freemium visitors see the contract's sample instead). */
export function useMailFolders(isEnabled = true) {
  return useQuery({ ...mailFoldersQueryOptions(), enabled: isEnabled });
}

/** Puts the folders an answer or a push carried into the cache. */
export function writeMailFolders(queryClient: QueryClient, folders: MailFolder[]): void {
  queryClient.setQueryData(mailFoldersKey, folders);
}

/** The unread count of one folder (0 while unknown). */
export function unreadCountOf(folders: readonly MailFolder[] | undefined, folderId: MailFolderId = 'inbox'): number {
  return folders?.find((folder) => folder.id === folderId)?.unreadItemCount ?? 0;
}
