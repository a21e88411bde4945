import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writePersonIntoCache } from '../people-cache';

/** POST /api/gestion/personas/{contactCode}/invitacion (ours): a new invitation (mailed, or its link answered). */
export function invitePerson(contactCode: string) {
  return callEndpoint('invitePerson', { params: { contactCode } });
}

export function useInvitePerson(contactCode: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => invitePerson(contactCode), onSuccess: (answer) => writePersonIntoCache(queryClient, answer) });
}
