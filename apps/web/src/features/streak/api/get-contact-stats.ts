import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/**
 * GET /api/actividades/{edu_codigocontacto}/1: the student's connection statistics; the header reads
 * `racha`, the day streak the server computes from the daily activity.
 */
export function getContactStats(contactCode: string, signal?: AbortSignal) {
  return callEndpoint('getContactStats', { params: { contactCode, flag: 1 }, signal });
}

export const contactStatsQueryOptions = (contactCode: string) =>
  queryOptions({
    queryKey: queryKeyOf('getContactStats', { contactCode, flag: 1 }),
    queryFn: ({ signal }) => getContactStats(contactCode, signal),
    // A streak moves once a day at most.
    staleTime: 10 * 60_000,
  });

/** The streak statistics of the signed-in contact. */
export function useContactStats(contactCode: string | null | undefined) {
  return useQuery({ ...contactStatsQueryOptions(contactCode ?? ''), enabled: !!contactCode });
}
