import type { Task, TasksAnswer } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/query-client';
import { queryKeyOf } from './call-endpoint';
import { groupTasksKey } from './group-tasks';
import { writeTaskIntoCache } from './tasks-cache';

// Only what the writer reads: the id and the group.
const makeTask = (overrides: Partial<Task> & Pick<Task, 'id'>): Task => ({ edu_codigoformacion: 'GR-DAW', estado: 'Pendiente', ...overrides }) as Task;
const listOf = (...data: TasksAnswer['data']['data']): TasksAnswer => ({ status: 'ok', data: { data } });

describe('writeTaskIntoCache', () => {
  it("replaces the task in every cached list, and adds it to its own group's list only", () => {
    const queryClient = createTestQueryClient();
    const task = makeTask({ id: 10, estado: 'Pendiente' });
    const group = task.edu_codigoformacion;
    const several = [...queryKeyOf('listTasks', { contactId: 'CT-1' }), { grupos: `${group},GR-OTRO` }] as const;
    queryClient.setQueryData(groupTasksKey(group, 'CT-1'), listOf(task));
    queryClient.setQueryData(several, listOf(task));
    queryClient.setQueryData(groupTasksKey('GR-OTRO', 'CT-1'), listOf());

    const handedIn = { ...task, estado: 'Entregada' as const };
    writeTaskIntoCache(queryClient, handedIn);
    expect(queryClient.getQueryData<TasksAnswer>(groupTasksKey(group, 'CT-1'))?.data.data).toEqual([handedIn]);
    expect(queryClient.getQueryData<TasksAnswer>(several)?.data.data).toEqual([handedIn]);

    const added = makeTask({ id: 11 });
    writeTaskIntoCache(queryClient, added);
    expect(queryClient.getQueryData<TasksAnswer>(groupTasksKey(group, 'CT-1'))?.data.data).toEqual([handedIn, added]);
    expect(queryClient.getQueryData<TasksAnswer>(groupTasksKey('GR-OTRO', 'CT-1'))?.data.data).toEqual([]);
  });
});
