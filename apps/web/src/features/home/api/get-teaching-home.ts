import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/teaching/home (issue 30): the teacher's groups, next classes and what waits for him today. */
export function getTeachingHome(signal?: AbortSignal) {
  return callEndpoint('getTeachingHome', { signal });
}

export const teachingHomeKey = () => queryKeyOf('getTeachingHome');

export const teachingHomeQueryOptions = () =>
  queryOptions({
    queryKey: teachingHomeKey(),
    queryFn: ({ signal }) => getTeachingHome(signal),
    // What waits for him changes in other pages (he grades, decides, answers): every visit to the home and every
    // return to the tab asks again, showing the kept answer meanwhile. Pushes refresh it while it is open.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The teacher's home; disabled for someone who is not a teacher (the student home needs no such call). */
export function useTeachingHome(isEnabled: boolean) {
  return useQuery({ ...teachingHomeQueryOptions(), enabled: isEnabled });
}
