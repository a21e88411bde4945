import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { enrolmentRecordKeys } from '../../../lib/api/withdrawal-requests-cache';

/** GET /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode} (ours): the student's withdrawal requests, newest first. */
export function getWithdrawalRequests(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('listWithdrawalRequests', { params: { contactCode }, signal });
}

export const withdrawalRequestsQueryOptions = (contactCode: string) =>
  queryOptions({ queryKey: enrolmentRecordKeys.withdrawals(contactCode), queryFn: ({ signal }) => getWithdrawalRequests(contactCode, signal) });

/** The signed-in student's withdrawal requests; idle without a contact. */
export function useWithdrawalRequests(contactCode: string | null | undefined) {
  return useQuery({ ...withdrawalRequestsQueryOptions(contactCode ?? ''), enabled: !!contactCode });
}
