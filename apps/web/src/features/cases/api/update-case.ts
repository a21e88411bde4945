import type { UpdateCaseBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSessionUser } from '../../../lib/session-store';
import { writeCaseIntoLists } from '../cases-cache';

/** PATCH /api/gestion/casos/{incidentId} (ours): the academy changes a case's status pair and/or writes its resolution. */
export function updateCase(incidentId: string, body: UpdateCaseBody) {
  return callEndpoint('updateCase', { params: { incidentId }, body });
}

/** Updates a case and writes the answer into the cached queues (and its resolution, asked again). */
export function useUpdateCase() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ incidentId, body }: { incidentId: string; body: UpdateCaseBody }) => updateCase(incidentId, body),
    onSuccess: (answer) => writeCaseIntoLists(queryClient, answer.caso, user?.edu_codigocontacto ?? null),
  });
}
