import { tasksAnswerSchema, type Task } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/** GET /api/formations/tareas/{group}/{contactId}: the student's tasks of the group, their delivery folded in. */
export function getGroupTasks(groupCode: string, contactCode: string, signal?: AbortSignal) {
  return apiRequest(`/api/formations/tareas/${encodeURIComponent(groupCode)}/${encodeURIComponent(contactCode)}`, { schema: tasksAnswerSchema, signal });
}

export const groupTasksQueryOptions = (groupCode: string, contactCode: string) =>
  queryOptions({ queryKey: statisticsKeys.tasks(groupCode, contactCode), queryFn: ({ signal }) => getGroupTasks(groupCode, contactCode, signal) });

/** The student's tasks of the group; disabled for freemium users (the call answers them 403). */
export function useGroupTasks(groupCode: string, contactCode: string, isEnabled: boolean) {
  return useQuery({ ...groupTasksQueryOptions(groupCode, contactCode), enabled: isEnabled });
}

/** A task counts as completed once handed in: 'Entregada' or 'Corregida'. */
export function isTaskCompleted(task: Pick<Task, 'estado'>): boolean {
  return task.estado !== 'Pendiente';
}
