import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { writeCompletionIntoCache } from '../../lib/api/completion-cache';
import { writeTaskIntoCache } from '../../lib/api/tasks-cache';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { statisticsKeys } from './api/statistics-keys';

/**
 * Keeps the page in step with the student's other tabs: a task handed in, removed or graded ('task-updated')
 * is written into the tasks counter's cache; a completion ('content-completed') carries the new own timeline
 * percentage, written as every page writes a completion, while the topic/unit counters it changes are the
 * server's to count, so those are asked again; a new study plan ('calendar-changed') changes both, asked again.
 */
export function useStatisticsLiveUpdates(contactCode: string): void {
  const queryClient = useQueryClient();
  useSocketEvent('task-updated', ({ tarea }) => writeTaskIntoCache(queryClient, tarea));
  const refreshOwnProgress = () =>
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, statisticsKeys.ownProgressNames) });
  useSocketEvent('content-completed', (change) => {
    writeCompletionIntoCache(queryClient, contactCode, change);
    void queryClient.invalidateQueries({ queryKey: statisticsKeys.countersOfAll() });
  });
  useSocketEvent('calendar-changed', refreshOwnProgress);
}
