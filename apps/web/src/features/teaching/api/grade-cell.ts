import type { GradeDeliveryBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeGradebookChange } from '../gradebook-cache';

export interface GradeCellInput {
  taskId: number;
  contactCode: string;
  body: GradeDeliveryBody;
}

/** POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion: the evaluations' grading, from the gradebook. */
export function gradeCell({ taskId, contactCode, body }: GradeCellInput) {
  return callEndpoint('gradeDelivery', { params: { taskId, contactId: contactCode }, body });
}

/** Grades in place: the answer's `celda` (the cell and the student's term grade) is written into the gradebook. */
export function useGradeCell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeCell,
    onSuccess: (answer) => writeGradebookChange(queryClient, answer.celda),
  });
}
