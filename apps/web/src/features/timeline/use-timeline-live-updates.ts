import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { writeCompletionIntoCache } from '../../lib/api/completion-cache';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { timelineKeys } from './api/timeline-keys';

/**
 * Keeps the open timeline in step with the user's other tabs and devices: a completion pushed as
 * `content-completed` is written as this tab's own tick answer is (the same events ticked, with their linked
 * plan events, and the new percentage), and `calendar-changed` (a study plan made elsewhere, a tutoring
 * session approved) fetches the lists and the percentage again, since their order and the events a plan
 * replaces are the server's to decide.
 */
export function useTimelineLiveUpdates(contactCode: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('content-completed', (change) => {
    if (contactCode) writeCompletionIntoCache(queryClient, contactCode, change);
  });
  useSocketEvent('calendar-changed', () => {
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, timelineKeys.names) });
  });
}
