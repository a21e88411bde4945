import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { removeTaskFile } from '../evaluations-cache';

export interface DeleteTaskFileInput {
  taskId: number;
  fileId: number;
}

/** DELETE /api/formations/tareas/{taskId}/files/{fileId} (spec 002 §7): 204; refused once graded, after the deadline, or for a delivered file. */
export function deleteTaskFile({ taskId, fileId }: DeleteTaskFileInput) {
  return callEndpoint('deleteTaskFile', { params: { taskId, fileId } });
}

/** Removes a draft file at no cost (issue 29); the cached task loses it, its attempts and state unchanged. */
export function useDeleteTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaskFile,
    onSuccess: (_answer, { taskId, fileId }) => removeTaskFile(queryClient, taskId, fileId),
  });
}
