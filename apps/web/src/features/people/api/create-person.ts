import type { CreatePersonInput } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePersonIntoCache } from '../people-cache';

/** POST /api/gestion/personas (ours): a new person, optionally invited at once. */
export function createPerson(body: CreatePersonInput) {
  return callEndpoint('createPerson', { body });
}

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPerson, onSuccess: (answer) => writePersonIntoCache(queryClient, answer) });
}
