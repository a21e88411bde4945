import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { removeTaskFile } from '../evaluations-cache';

export interface DeleteTaskFileInput {
  taskId: number;
  fileId: number;
}

/** DELETE /api/formations/tareas/{taskId}/files/{fileId} (spec 002 §7): 204; refused once graded or after the deadline. */
export function deleteTaskFile({ taskId, fileId }: DeleteTaskFileInput) {
  return callEndpoint('deleteTaskFile', { params: { taskId, fileId } });
}

/** Removes a handed-in file; the cached task loses it (and goes back to 'Pendiente' when it was the last). */
export function useDeleteTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskFile,
    onSuccess: (_answer, { taskId, fileId }) => removeTaskFile(queryClient, taskId, fileId),
  });
}
