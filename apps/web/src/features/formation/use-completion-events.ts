import { useQueryClient } from '@tanstack/react-query';
import { writeCompletionIntoCache } from '../../lib/api/completion-cache';
import { formationProgressKey } from '../../lib/api/get-formation-progress';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';
import { formationKeys } from './api/formation-keys';

/**
 * Live completion on the formation page: a `content-completed` push (the user marked content in another
 * tab) ticks the event in the cached trees and updates the progress, as this tab's own answer does.
 * After a dropped connection the pushes sent meanwhile are lost, so the tree and progress are refetched.
 */
export function useCompletionEvents(contactCode: string): void {
  const queryClient = useQueryClient();

  useSocketEvent('content-completed', (change) => {
    writeCompletionIntoCache(queryClient, contactCode, change);
  });

  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ queryKey: formationKeys.contents() });
    void queryClient.invalidateQueries({ queryKey: formationProgressKey });
  });
}
