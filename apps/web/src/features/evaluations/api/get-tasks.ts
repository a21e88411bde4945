import { tasksAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { evaluationsKeys, toGroupsScope } from './evaluations-keys';

/**
 * The student's tasks with their delivery (spec 002 §7, answer in `data.data`): GET
 * /api/formations/tareas/{group}/{contactId} for one group, POST /api/formations/tareas/{contactId} with
 * `grupos` for several.
 */
export function getTasks(groupCodes: readonly string[], contactCode: string, signal?: AbortSignal) {
  const contact = encodeURIComponent(contactCode);
  if (groupCodes.length === 1) {
    return apiRequest(`/api/formations/tareas/${encodeURIComponent(groupCodes[0]!)}/${contact}`, { schema: tasksAnswerSchema, signal });
  }
  return apiRequest(`/api/formations/tareas/${contact}`, { method: 'POST', body: { grupos: groupCodes }, schema: tasksAnswerSchema, signal });
}

export const tasksQueryOptions = (groupCodes: readonly string[], contactCode: string) =>
  queryOptions({
    queryKey: evaluationsKeys.tasks(toGroupsScope(groupCodes), contactCode),
    queryFn: ({ signal }) => getTasks(groupCodes, contactCode, signal),
  });

/** The tasks of these groups; idle without groups. */
export function useTasks(groupCodes: readonly string[], contactCode: string) {
  return useQuery({ ...tasksQueryOptions(groupCodes, contactCode), enabled: groupCodes.length > 0 });
}
