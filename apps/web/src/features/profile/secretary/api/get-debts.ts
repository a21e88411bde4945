import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { secretaryKeys } from './secretary-keys';

/** POST /api/adeudos/{contactCode} (spec 002 §7), body enrolments: the debts of those enrolments, newest period first. */
export function getDebts(contactCode: string, enrolments: readonly string[], signal?: AbortSignal) {
  return callEndpoint('listDebts', { params: { contactCode }, body: { enrolments: [...enrolments] }, signal });
}

export const debtsQueryOptions = (contactCode: string, enrolments: readonly string[]) =>
  queryOptions({
    queryKey: secretaryKeys.debts(contactCode, enrolments),
    queryFn: ({ signal }) => getDebts(contactCode, enrolments, signal),
    enabled: enrolments.length > 0,
  });

/** The student's debts; idle until the enrolments are known. */
export function useDebts(contactCode: string, enrolments: readonly string[]) {
  return useQuery(debtsQueryOptions(contactCode, enrolments));
}
