import type { AddGroupTeacherBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeGroup } from '../formations-cache';

/** POST /api/gestion/grupos/{groupCode}/profesores: adds a teacher (with a role) to the group. */
export function useAddGroupTeacher(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGroupTeacherBody) => callEndpoint('addGroupTeacher', { params: { groupCode }, body }),
    onSuccess: (answer) => writeGroup(queryClient, answer.group),
  });
}

/** DELETE /api/gestion/grupos/{groupCode}/profesores/{contactCode}: removes a teacher from the group. */
export function useRemoveGroupTeacher(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactCode: string) => callEndpoint('removeGroupTeacher', { params: { groupCode, contactCode } }),
    onSuccess: (answer) => writeGroup(queryClient, answer.group),
  });
}
