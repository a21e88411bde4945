import type { WithdrawalRequestItem, WithdrawalRequestsAnswer } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from './call-endpoint';

/**
 * Query keys of the student's enrolment records, shared by the profile's enrolments tab (features/profile),
 * which creates withdrawal requests, and the requests page (features/requests), which lists them.
 */
export const enrolmentRecordKeys = {
  /** Every cached read of the records (a relogin asks them again). */
  names: ['getEnrolmentInfo', 'checkWithdrawals', 'listWithdrawalRequests'] as const satisfies readonly EndpointName[],
  /** GET /api/matriculas/alumno/info/{contactCode} */
  info: (contactCode: string) => queryKeyOf('getEnrolmentInfo', { contactCode }),
  /** GET /api/matriculas/alumno/comprobar-solicitud-baja/{contactCode} */
  checks: (contactCode: string) => queryKeyOf('checkWithdrawals', { contactCode }),
  /** GET /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode} */
  withdrawals: (contactCode: string) => queryKeyOf('listWithdrawalRequests', { contactCode }),
};

/**
 * Writes new or decided withdrawal requests into the cached list (a new one first; one already there is replaced in place) and
 * drops what they change: the lines' state in the enrolments tab and the checks. A list not loaded is left alone.
 */
export function writeWithdrawalsIntoCache(queryClient: QueryClient, contactCode: string, items: readonly WithdrawalRequestItem[]): void {
  queryClient.setQueryData<WithdrawalRequestsAnswer>(enrolmentRecordKeys.withdrawals(contactCode), (answer) => {
    if (!answer) return answer;
    // A request already listed (decided by the academy, issue 31) changes in place; a new one goes first.
    const byId = new Map(items.map((item) => [item.id, item]));
    const listed = answer.data.map((item) => byId.get(item.id) ?? item);
    const known = new Set(answer.data.map((item) => item.id));
    return { ...answer, data: [...items.filter((item) => !known.has(item.id)), ...listed] };
  });
  void queryClient.invalidateQueries({ queryKey: enrolmentRecordKeys.info(contactCode) });
  void queryClient.invalidateQueries({ queryKey: enrolmentRecordKeys.checks(contactCode) });
}
