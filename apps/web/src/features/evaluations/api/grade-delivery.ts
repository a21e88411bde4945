import type { GradeDeliveryBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeDelivery } from '../evaluations-cache';

export interface GradeDeliveryInput {
  taskId: number;
  contactCode: string;
  body: GradeDeliveryBody;
}

/** POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion (ours): the teacher grades a delivery (again, too). */
export function gradeDelivery({ taskId, contactCode, body }: GradeDeliveryInput) {
  return callEndpoint('gradeDelivery', { params: { taskId, contactId: contactCode }, body });
}

/** Grades a delivery; the answer's delivery replaces the cached one in the teacher's lists. */
export function useGradeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeDelivery,
    onSuccess: (answer) => writeDelivery(queryClient, answer.data),
  });
}
