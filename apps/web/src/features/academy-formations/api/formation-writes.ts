import type { CreateFormationBody, CreateGroupBody, UpdateFormationBody, UpdateGroupBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { refreshFormations, writeGroup } from '../formations-cache';

/** POST /api/gestion/formaciones: a new main formation. */
export function useCreateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFormationBody) => callEndpoint('createBackOfficeFormation', { body }),
    onSuccess: () => refreshFormations(queryClient),
  });
}

/** PATCH /api/gestion/formaciones/{formationCode}: renames a main formation. */
export function useUpdateFormation(formationCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFormationBody) => callEndpoint('updateBackOfficeFormation', { params: { formationCode }, body }),
    onSuccess: () => refreshFormations(queryClient),
  });
}

/** POST /api/gestion/formaciones/{formationCode}/grupos: a new group of the formation. */
export function useCreateGroup(formationCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => callEndpoint('createBackOfficeGroup', { params: { formationCode }, body }),
    onSuccess: () => refreshFormations(queryClient),
  });
}

/** PATCH /api/gestion/grupos/{groupCode}: the fields of the group that changed. */
export function useUpdateGroup(groupCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) => callEndpoint('updateBackOfficeGroup', { params: { groupCode }, body }),
    onSuccess: (answer) => writeGroup(queryClient, answer.group),
  });
}
