import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/teaching/groups/{groupCode}/gradebook (issue 30): the group's students × tasks, term grades and averages. */
export function getGradebook(groupCode: string, signal?: AbortSignal) {
  return callEndpoint('getGradebook', { params: { groupCode }, signal });
}

export const gradebookQueryKey = (groupCode: string) => queryKeyOf('getGradebook', { groupCode });

export const gradebookQueryOptions = (groupCode: string) =>
  queryOptions({ queryKey: gradebookQueryKey(groupCode), queryFn: ({ signal }) => getGradebook(groupCode, signal) });

/** The gradebook while it is shown; deliveries and grades are written into it live (use-gradebook-live-updates). */
export function useGradebook(groupCode: string) {
  return useQuery(gradebookQueryOptions(groupCode));
}
