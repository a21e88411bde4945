import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * GET /api/formations/{code}: a group (or main formation) with its name, parent, dates and teachers. Read by the
 * formation page and by the tutoring request's teacher choice (spec 002 §6): one call and one cache entry.
 */
export function getFormationDetail(code: string, signal?: AbortSignal) {
  return callEndpoint('getFormationDetail', { params: { code }, signal });
}

export const formationDetailQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeyOf('getFormationDetail', { code }),
    queryFn: ({ signal }) => getFormationDetail(code, signal),
  });
