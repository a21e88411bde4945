import type { EnrolStudentBody, MoveStudentBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshFormations } from '../formations-cache';

/** POST /api/gestion/grupos/{groupCode}/alumnos: enrols a person (a matrícula when they have none, and a line). */
export function useEnrolStudent(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolStudentBody) => callEndpoint('enrolGroupStudent', { params: { groupCode }, body }),
    onSuccess: () => refreshFormations(queryClient),
  });
}

/** DELETE /api/gestion/grupos/{groupCode}/alumnos/{lineCode}: ends the line (inactive, today as its end). */
export function useUnenrolStudent(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineCode: string) => callEndpoint('unenrolGroupStudent', { params: { groupCode, lineCode } }),
    onSuccess: () => refreshFormations(queryClient),
  });
}

/** POST /api/gestion/grupos/{groupCode}/alumnos/{lineCode}/cambio-de-grupo: moves the student to another group of the formation. */
export function useMoveStudent(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineCode, body }: { lineCode: string; body: MoveStudentBody }) =>
      callEndpoint('moveGroupStudent', { params: { groupCode, lineCode }, body }),
    onSuccess: () => refreshFormations(queryClient),
  });
}
