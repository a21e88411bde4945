import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { mailKeys } from './api/mail-keys';
import { applyMailChange } from './mail-cache';

/**
 * Live mailbox: `mail-changed` (a mail arrived, was read, moved, deleted, or sent from another tab) is
 * written into the folders and into any loaded page of the mail's folder. After a dropped connection the
 * lists and the open message are read again, since pushes sent meanwhile are lost. (The shell keeps the
 * folders live on every page: lib/api/mail-folders-live.)
 */
export function useMailUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('mail-changed', (payload) => applyMailChange(queryClient, payload));
  useSocketRelogin(() => void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, mailKeys.names) }));
}
