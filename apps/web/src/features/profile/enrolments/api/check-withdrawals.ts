import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { enrolmentRecordKeys } from '../../../../lib/api/withdrawal-requests-cache';

/** GET /api/matriculas/alumno/comprobar-solicitud-baja/{contactCode} (spec 002 §7): per active line, debts, permanence, open request. */
export function checkWithdrawals(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('checkWithdrawals', { params: { contactCode }, signal });
}

export const withdrawalChecksQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: enrolmentRecordKeys.checks(contactCode), queryFn: ({ signal }) => checkWithdrawals(contactCode, signal), staleTime: 0 });

/**
 * The checks as they are now, asked when the student presses 'Solicitar baja' (a debt paid or a request made
 * in another tab a minute ago counts): always fetched again, never an old answer.
 */
export function useFetchWithdrawalChecks(contactCode: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...withdrawalChecksQueryOptions(contactCode), staleTime: 0 }), [queryClient, contactCode]);
}
