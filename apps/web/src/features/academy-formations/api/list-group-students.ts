import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationsKeys } from '../formations-keys';

/** GET /api/gestion/grupos/{groupCode}/alumnos?q=&page= : the group's enrolment lines, one page. */
export function useGroupStudents(groupCode: string, q: string, page: number) {
  return useQuery({
    queryKey: formationsKeys.students(groupCode, q, page),
    queryFn: ({ signal }) => callEndpoint('listGroupStudents', { params: { groupCode }, query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
