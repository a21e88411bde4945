import { useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/teaching/tasks/{taskId} (issue 30): the task's group, so /docencia/tareas/{taskId} opens its gradebook. */
export function getTeachingTask(taskId: number, signal?: AbortSignal) {
  return callEndpoint('getTeachingTask', { params: { taskId }, signal });
}

export function useTeachingTask(taskId: number) {
  return useQuery({
    queryKey: queryKeyOf('getTeachingTask', { taskId }),
    queryFn: ({ signal }) => getTeachingTask(taskId, signal),
    enabled: Number.isInteger(taskId) && taskId > 0,
  });
}
