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
 * Writes new withdrawal requests into the cached list (newest first; a request already there is replaced) and
 * drops what they change: the lines' state in the enrolments tab and the checks. A list not loaded is left alone.
 */
export function writeWithdrawalsIntoCache(queryClient: QueryClient, contactCode: string, items: readonly WithdrawalRequestItem[]): void {
  queryClient.setQueryData<WithdrawalRequestsAnswer>(enrolmentRecordKeys.withdrawals(contactCode), (answer) => {
    if (!answer) return answer;
    const ids = new Set(items.map((item) => item.id));
    return { ...answer, data: [...items, ...answer.data.filter((item) => !ids.has(item.id))] };
  });
  void queryClient.invalidateQueries({ queryKey: enrolmentRecordKeys.info(contactCode) });
  void queryClient.invalidateQueries({ queryKey: enrolmentRecordKeys.checks(contactCode) });
}
