import { debtsAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { secretaryKeys } from './secretary-keys';

/** POST /api/adeudos/{contactCode} (spec 002 §7), body enrolments: the debts of those enrolments, newest period first. */
export function getDebts(contactCode: string, enrolments: readonly string[], signal?: AbortSignal) {
  return apiRequest(`/api/adeudos/${encodeURIComponent(contactCode)}`, { method: 'POST', body: { enrolments }, schema: debtsAnswerSchema, signal });
}

export const debtsQueryOptions = (contactCode: string, enrolments: readonly string[]) =>
  queryOptions({ queryKey: secretaryKeys.debts(contactCode, enrolments), queryFn: ({ signal }) => getDebts(contactCode, enrolments, signal), enabled: enrolments.length > 0 });

/** The student's debts; idle until the enrolments are known. */
export function useDebts(contactCode: string, enrolments: readonly string[]) {
  return useQuery(debtsQueryOptions(contactCode, enrolments));
}
