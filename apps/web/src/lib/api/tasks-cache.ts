import type { Task, TasksAnswer } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from './call-endpoint';
import type { groupTasksKey } from './group-tasks';

/** The reads that list the student's tasks: one group's (GET) and several groups' (POST). */
const TASK_LIST_NAMES = ['listGroupTasks', 'listTasks'] as const satisfies readonly EndpointName[];

/** Every cached task list, whatever its groups or contact. */
export const everyTaskList = { predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => isQueryOfEndpoints(queryKey, TASK_LIST_NAMES) };

/** True for the cached list of this one group alone (a task of it not listed yet belongs there). */
function isListOfGroup(queryKey: readonly unknown[], groupCode: string): boolean {
  return queryKey[0] === 'listGroupTasks' && (queryKey as ReturnType<typeof groupTasksKey>)[1].group === groupCode;
}

/**
 * The one way a task lands in the cache, whether the answer of a hand-in or a `task-updated` push (a file handed
 * in or removed in another tab, the teacher's grade): it replaces the task with its id in every cached task list
 * (/evaluaciones' lists, /estadisticas' counter), and joins its own group's list when that list lacks it.
 */
export function writeTaskIntoCache(queryClient: QueryClient, task: Task): void {
  for (const [key, answer] of queryClient.getQueriesData<TasksAnswer>(everyTaskList)) {
    if (!answer) continue;
    const tasks = answer.data.data;
    if (tasks.some((item) => item.id === task.id)) {
      queryClient.setQueryData<TasksAnswer>(key, { ...answer, data: { data: tasks.map((item) => (item.id === task.id ? task : item)) } });
    } else if (isListOfGroup(key, task.edu_codigoformacion)) {
      queryClient.setQueryData<TasksAnswer>(key, { ...answer, data: { data: [...tasks, task] } });
    }
  }
}
