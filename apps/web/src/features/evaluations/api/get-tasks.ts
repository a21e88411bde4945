import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { getGroupTasks } from '../../../lib/api/group-tasks';
import { evaluationsKeys } from './evaluations-keys';

/**
 * The student's tasks with their delivery (spec 002 §7, answer in `data.data`): GET
 * /api/formations/tareas/{group}/{contactId} for one group, POST /api/formations/tareas/{contactId} with
 * `grupos` for several.
 */
export function getTasks(groupCodes: readonly string[], contactCode: string, signal?: AbortSignal) {
  if (groupCodes.length === 1) return getGroupTasks(groupCodes[0]!, contactCode, signal);
  return callEndpoint('listTasks', { params: { contactId: contactCode }, body: { grupos: [...groupCodes] }, signal });
}

export const tasksQueryOptions = (groupCodes: readonly string[], contactCode: string) =>
  queryOptions({
    queryKey: evaluationsKeys.tasks(groupCodes, contactCode),
    queryFn: ({ signal }) => getTasks(groupCodes, contactCode, signal),
  });

/** The tasks of these groups; idle without groups. */
export function useTasks(groupCodes: readonly string[], contactCode: string) {
  return useQuery({ ...tasksQueryOptions(groupCodes, contactCode), enabled: groupCodes.length > 0 });
}
