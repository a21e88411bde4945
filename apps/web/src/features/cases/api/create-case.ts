import type { CreateCaseBody } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { useSessionUser } from '../../../lib/session-store';
import { writeCaseIntoLists } from '../cases-cache';

/** POST /api/user/casos (spec 002 §7): title, description, tipoIncidencia and technology (fixed 9); 201 answers the case. */
export function createCase(body: CreateCaseBody) {
  return callEndpoint('registerCase', { body });
}

/** Registers a case and puts it at the top of the cached list, so it shows before the push arrives. */
export function useCreateCase() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (body: CreateCaseBody) => createCase(body),
    onSuccess: (answer) => writeCaseIntoLists(queryClient, answer.caso, user?.edu_codigocontacto ?? null),
  });
}
