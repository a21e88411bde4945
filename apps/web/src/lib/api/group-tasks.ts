import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * GET /api/formations/tareas/{group}/{contactId} (spec 002 §7, answer in `data.data`): the student's tasks of one
 * group, their delivery folded in. Read by /evaluaciones and /estadisticas: one call and one cache entry.
 */
export function getGroupTasks(groupCode: string, contactCode: string, signal?: AbortSignal) {
  return callEndpoint('listGroupTasks', { params: { group: groupCode, contactId: contactCode }, signal });
}

export const groupTasksKey = (groupCode: string, contactCode: string) => queryKeyOf('listGroupTasks', { group: groupCode, contactId: contactCode });

export const groupTasksQueryOptions = (groupCode: string, contactCode: string) =>
  queryOptions({ queryKey: groupTasksKey(groupCode, contactCode), queryFn: ({ signal }) => getGroupTasks(groupCode, contactCode, signal) });
