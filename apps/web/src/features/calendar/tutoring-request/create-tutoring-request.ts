import { TUTORING_REQUEST_TYPE, type TutoringRequestBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeRequestIntoLists } from '../../../lib/api/tutoring-requests-cache';

/**
 * POST /api/requests/student/{requestType} (spec 002 §7): the tutoring request, with the body the
 * contract's schema produced (title, teacher_id, group_id, date, start_time, end_time, request_id,
 * student_id). 201 answers the created request; any other status rejects with the server's message.
 */
export function createTutoringRequest(body: TutoringRequestBody, requestType: number = TUTORING_REQUEST_TYPE) {
  return callEndpoint('createTutoringRequest', { params: { requestType }, body });
}

/** Creates the request and adds it to the cached requests list, so /solicitudes shows it at once. */
export function useCreateTutoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TutoringRequestBody) => createTutoringRequest(body),
    onSuccess: (answer) => writeRequestIntoLists(queryClient, answer.request),
  });
}
