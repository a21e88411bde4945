import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationsKeys } from '../formations-keys';

/** GET /api/gestion/formaciones?q=&page= : main formations with their counts, one page. */
export function useBackOfficeFormations(q: string, page: number) {
  return useQuery({
    queryKey: formationsKeys.list(q, page),
    queryFn: ({ signal }) => callEndpoint('listBackOfficeFormations', { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
