import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketRelogin } from '../realtime/use-socket-event';
import { mailFoldersKey, writeMailFolders } from './mail-folders';

/**
 * Keeps the cached mail folders live on every page (the menu's unread badge): `mail-changed` carries the
 * folders as they are now. Mounted by the shell; the mail page writes the changed mail into its lists itself.
 */
export function useMailFolderUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('mail-changed', (payload) => writeMailFolders(queryClient, payload.folders));
  useSocketRelogin(() => void queryClient.invalidateQueries({ queryKey: mailFoldersKey }));
}
