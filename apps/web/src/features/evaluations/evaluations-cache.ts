import {
  getTaskState,
  type Evaluation,
  type EvaluationsAnswer,
  type Task,
  type TasksAnswer,
  type TeacherDeliveriesAnswer,
  type TeacherDelivery,
} from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { everyTaskList } from '../../lib/api/tasks-cache';
import { evaluationsKeys } from './api/evaluations-keys';

/*
 * What uploads, deletions, grades and socket pushes write into the cached lists: the changed item replaces
 * the one with its id wherever it is cached (one group's list and the list of every group alike), so no list is
 * fetched again.
 */

/** Every cached evaluation list (one group's GET, several groups' POST). */
const evaluationLists = { predicate: ({ queryKey }: { queryKey: readonly unknown[] }) => isQueryOfEndpoints(queryKey, evaluationsKeys.evaluationNames) };

/** The task without a draft file just removed (issue 29: it cost nothing, so attempts and state stay as they are). */
export function withoutTaskFile(task: Task, fileId: number): Task {
  const files = task.files.filter((file) => file.id !== fileId);
  return { ...task, files, estado: getTaskState({ isGraded: task.edu_calificacion !== null, attemptsUsed: task.intentos_usados }) };
}

/** Removes a file from a task wherever the task is cached. */
export function removeTaskFile(queryClient: QueryClient, taskId: number, fileId: number): void {
  queryClient.setQueriesData<TasksAnswer>(everyTaskList, (answer) => {
    if (!answer?.data.data.some((item) => item.id === taskId)) return answer;
    return { ...answer, data: { data: answer.data.data.map((item) => (item.id === taskId ? withoutTaskFile(item, fileId) : item)) } };
  });
}

/** The evaluation as it is now (a graded task moved its concept's score), in every cached list that holds it. */
export function writeEvaluation(queryClient: QueryClient, evaluation: Evaluation): void {
  queryClient.setQueriesData<EvaluationsAnswer>(evaluationLists, (answer) => {
    if (!answer?.data.some((item) => item.id === evaluation.id)) return answer;
    return { ...answer, data: answer.data.map((item) => (item.id === evaluation.id ? evaluation : item)) };
  });
}

/** Ungraded first, then the latest delivery first: the order of the teacher's list (and of the server). */
export function compareDeliveries(a: TeacherDelivery, b: TeacherDelivery): number {
  const gradedOrder = Number(a.edu_calificacion !== null) - Number(b.edu_calificacion !== null);
  if (gradedOrder !== 0) return gradedOrder;
  return (b.edu_fechaentrega ?? '').localeCompare(a.edu_fechaentrega ?? '');
}

/**
 * A delivery as it is now in the teacher's cached lists: replaced where it is listed (even when it no longer
 * matches the list's state filter: the delivery just graded stays in view, 'Corregida', until the list is asked
 * again), and added to the lists whose filters (group, state) it matches when it is new.
 */
export function writeDelivery(queryClient: QueryClient, delivery: TeacherDelivery): void {
  for (const [key, answer] of queryClient.getQueriesData<TeacherDeliveriesAnswer>({ queryKey: evaluationsKeys.deliveryLists() })) {
    if (!answer) continue;
    if (answer.data.some((item) => item.id === delivery.id)) {
      queryClient.setQueryData<TeacherDeliveriesAnswer>(key, { ...answer, data: answer.data.map((item) => (item.id === delivery.id ? delivery : item)) });
      continue;
    }
    const [, , { grupo, estado }] = key as ReturnType<typeof evaluationsKeys.deliveries>;
    const matches = (!grupo || delivery.grupo.edu_codigoformacion === grupo) && (!estado || delivery.estado === estado);
    if (matches) queryClient.setQueryData<TeacherDeliveriesAnswer>(key, { ...answer, data: [...answer.data, delivery].sort(compareDeliveries) });
  }
}
