import type { UpdatePersonBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePersonIntoCache } from '../people-cache';

/** PATCH /api/gestion/personas/{contactCode} (ours): only the fields that changed. */
export function updatePerson(contactCode: string, body: UpdatePersonBody) {
  return callEndpoint('updatePerson', { params: { contactCode }, body });
}

export function useUpdatePerson(contactCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonBody) => updatePerson(contactCode, body),
    onSuccess: (answer) => writePersonIntoCache(queryClient, answer),
  });
}
