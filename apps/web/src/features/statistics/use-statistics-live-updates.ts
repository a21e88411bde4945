import type { TasksAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { statisticsKeys } from './api/statistics-keys';

/**
 * Keeps the page in step with the student's other tabs: a task handed in, removed or graded ('task-updated')
 * is written into the tasks counter's cache; a completion ('content-completed') or a new study plan
 * ('calendar-changed') changes the own timeline percentage and the topic/unit counters, which the server
 * computes, so those are asked again.
 */
export function useStatisticsLiveUpdates(groupCode: string, contactCode: string): void {
  const queryClient = useQueryClient();
  useSocketEvent('task-updated', ({ tarea }) => {
    if (tarea.edu_codigoformacion !== groupCode) return;
    queryClient.setQueryData<TasksAnswer>(statisticsKeys.tasks(groupCode, contactCode), (answer) => {
      if (!answer) return answer;
      const known = answer.data.data.some((task) => task.id === tarea.id);
      const data = known ? answer.data.data.map((task) => (task.id === tarea.id ? tarea : task)) : [...answer.data.data, tarea];
      return { ...answer, data: { data } };
    });
  });
  const refreshOwnProgress = () => void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isQueryOfEndpoints(queryKey, statisticsKeys.ownProgressNames) });
  useSocketEvent('content-completed', refreshOwnProgress);
  useSocketEvent('calendar-changed', refreshOwnProgress);
}
