import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeTaskIntoCache } from '../../../lib/api/tasks-cache';

export interface DeliverTaskInput {
  taskId: number;
  /** The attempt the student confirmed ('Vas a usar el intento 2 de 3'): stale if another tab delivered first (409). */
  intento: number;
}

/** POST /api/formations/tareas/{taskId}/entregar (ours, issue 29): 201 with the receipt in data and the task in tarea. */
export function deliverTask({ taskId, intento }: DeliverTaskInput) {
  return callEndpoint('deliverTask', { params: { taskId }, body: { intento } });
}

/** Delivers the draft; the answer's task replaces the cached one (state, attempts, files, receipts). */
export function useDeliverTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverTask,
    onSuccess: (answer) => writeTaskIntoCache(queryClient, answer.tarea),
  });
}
