import { isTeacherContact, parseContactTypes, type SessionUser } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * GET /api/teaching/groups: the groups the signed-in person teaches (issue 30 item 9). Shared by the shell's menu
 * ("Mis grupos") and the group pickers of the statistics and the timeline, hence in lib. Asked only for a teacher
 * (contact types 5 or 6, not on a free trial): a student's pages make no extra call.
 */
export function useTaughtGroups(user: Pick<SessionUser, 'edu_tipocontacto' | 'freemium'> | null | undefined) {
  const isTeacher = !!user && !user.freemium && isTeacherContact(parseContactTypes(user.edu_tipocontacto));
  return useQuery({
    queryKey: queryKeyOf('listTaughtGroups'),
    queryFn: ({ signal }) => callEndpoint('listTaughtGroups', { signal }),
    enabled: isTeacher,
    // His groups change only when the academy assigns him one: a minute is fresh enough for every page.
    staleTime: 60_000,
  });
}
