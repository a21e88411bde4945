import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';
import { writeTaskIntoCache } from '../../lib/api/tasks-cache';
import { writeDelivery, writeEvaluation } from './evaluations-cache';

/**
 * Keeps /evaluaciones in step without fetching again: 'task-updated' (a file handed in or removed in another
 * tab, or the teacher's grade, with the evaluation as it is now) writes the task and the evaluation into the
 * student's lists; 'delivery-updated' writes the delivery into the teacher's.
 */
export function useEvaluationsLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('task-updated', ({ tarea, evaluacion }) => {
    writeTaskIntoCache(queryClient, tarea);
    if (evaluacion) writeEvaluation(queryClient, evaluacion);
  });
  useSocketEvent('delivery-updated', ({ entrega }) => writeDelivery(queryClient, entrega));
}
