import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePersonIntoCache } from '../people-cache';

/** POST /api/gestion/personas/{contactCode}/suspension (ours): suspends the person; their sessions end at once. */
export function suspendPerson(contactCode: string) {
  return callEndpoint('suspendPerson', { params: { contactCode } });
}

/** DELETE /api/gestion/personas/{contactCode}/suspension (ours): reactivates the person. */
export function reactivatePerson(contactCode: string) {
  return callEndpoint('reactivatePerson', { params: { contactCode } });
}

/** Suspends (true) or reactivates (false) the person. */
export function useSetSuspension(contactCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isSuspending: boolean) => (isSuspending ? suspendPerson(contactCode) : reactivatePerson(contactCode)),
    onSuccess: (answer) => writePersonIntoCache(queryClient, answer),
  });
}
