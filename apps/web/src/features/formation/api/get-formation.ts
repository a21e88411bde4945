import { formationDetailAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** GET /api/formations/{code}: the group with its name, parent formation, dates and teachers. */
export function getFormation(code: string, signal?: AbortSignal) {
  return apiRequest(`/api/formations/${encodeURIComponent(code)}`, { schema: formationDetailAnswerSchema, signal });
}

export const formationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: formationKeys.detail(code),
    queryFn: ({ signal }) => getFormation(code, signal),
  });

/** The formation (group) being viewed; disabled until its code is known. */
export function useFormation(code: string | null) {
  return useQuery({ ...formationQueryOptions(code ?? ''), enabled: !!code });
}
