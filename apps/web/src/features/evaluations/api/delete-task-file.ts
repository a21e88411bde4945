import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeTaskFile } from '../evaluations-cache';

export interface DeleteTaskFileInput {
  taskId: number;
  fileId: number;
}

/** DELETE /api/formations/tareas/{taskId}/files/{fileId} (spec 002 §7): 204; refused once graded or after the deadline. */
export function deleteTaskFile({ taskId, fileId }: DeleteTaskFileInput) {
  return apiRequest(`/api/formations/tareas/${taskId}/files/${fileId}`, { method: 'DELETE' });
}

/** Removes a handed-in file; the cached task loses it (and goes back to 'Pendiente' when it was the last). */
export function useDeleteTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskFile,
    onSuccess: (_answer, { taskId, fileId }) => removeTaskFile(queryClient, taskId, fileId),
  });
}
