import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeTaskIntoCache } from '../../../lib/api/tasks-cache';

export interface UploadTaskFileInput {
  taskId: number;
  file: File;
}

/**
 * POST /api/formations/tareas/upload-file (spec 002 §7): multipart with one file in `files` and `tareaId`;
 * 201 with the file in `data` and the task as it is now in `tarea` (409 with the reason after the deadline,
 * with every attempt used or once graded).
 */
export function uploadTaskFile({ taskId, file }: UploadTaskFileInput) {
  const body = new FormData();
  body.append('tareaId', String(taskId));
  body.append('files', file, file.name);
  return callEndpoint('uploadTaskFile', { body });
}

/** Uploads a task file; the answer's task replaces the cached one (state, attempts, delivery date, files). */
export function useUploadTaskFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaskFile,
    onSuccess: (answer) => writeTaskIntoCache(queryClient, answer.tarea),
  });
}
