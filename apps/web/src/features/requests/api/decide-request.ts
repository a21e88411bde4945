import type { DecideRequestBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeRequestIntoLists } from '../../../lib/api/tutoring-requests-cache';

/** PATCH /api/requests/{id} (ours): the addressed teacher approves or rejects a pending request. */
export function decideRequest(id: number, body: DecideRequestBody) {
  return callEndpoint('decideRequest', { params: { id }, body });
}

/** Decides a request and writes the answered request into the cached lists. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DecideRequestBody }) => decideRequest(id, body),
    onSuccess: (answer) => writeRequestIntoLists(queryClient, answer.request),
  });
}
