import type { TimelineAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { withTimelineCompletion } from './api/get-timeline';
import { timelineKeys } from './api/timeline-keys';

/**
 * Keeps the open timeline in step with the user's other tabs and devices: a completion pushed as
 * `content-completed` ticks the same events here (with their linked plan events), and `calendar-changed`
 * (a study plan made elsewhere, a tutoring session approved) fetches the lists again, since their order
 * and the events a plan replaces are the server's to decide. The percentage is asked again in both cases.
 */
export function useTimelineLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('content-completed', (change) => {
    const ids = [change.eventId, ...change.events.map((event) => event.id)];
    queryClient.setQueriesData<TimelineAnswer>({ queryKey: timelineKeys.lists() }, (list) => (list ? withTimelineCompletion(list, ids, change.completed) : list));
    void queryClient.invalidateQueries({ queryKey: timelineKeys.percents() });
  });
  useSocketEvent('calendar-changed', () => {
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, timelineKeys.names) });
  });
}
