import { useQueryClient } from '@tanstack/react-query';
import { writeCompletionIntoCache } from '../../lib/api/completion-cache';
import { formationProgressKey } from '../../lib/api/get-formation-progress';
import { useSocketEvent, useSocketRelogin } from '../../lib/realtime/use-socket-event';

/**
 * Live progress on the home: when the user completes content (in any tab), the `content-completed` push
 * carries the new progress of the groups it changed, written straight into the cards' cache. After a
 * dropped connection the pushes sent meanwhile are lost, so the progress is refetched.
 */
export function useProgressEvents(contactCode: string): void {
  const queryClient = useQueryClient();

  useSocketEvent('content-completed', (change) => {
    writeCompletionIntoCache(queryClient, contactCode, change);
  });

  useSocketRelogin(() => {
    void queryClient.invalidateQueries({ queryKey: formationProgressKey });
  });
}
