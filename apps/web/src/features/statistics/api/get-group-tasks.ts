import type { Task } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { groupTasksQueryOptions } from '../../../lib/api/group-tasks';

/** The student's tasks of the group; disabled for freemium users (the call answers them 403). */
export function useGroupTasks(groupCode: string, contactCode: string, isEnabled: boolean) {
  return useQuery({ ...groupTasksQueryOptions(groupCode, contactCode), enabled: isEnabled });
}

/** A task counts as completed once handed in: 'Entregada' or 'Corregida'. */
export function isTaskCompleted(task: Pick<Task, 'estado'>): boolean {
  return task.estado !== 'Pendiente';
}
