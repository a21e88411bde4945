import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { tutoringRequestKeys } from '../../../lib/api/tutoring-requests-cache';

/** Whose list: the student's own requests, or the requests addressed to a teacher. */
export type RequestsSide = 'student' | 'teacher';

/**
 * GET /api/requests/student/{contactId} (spec 002 §7): the student's requests, newest first; ours,
 * GET /api/requests/teacher/{contactId}: the requests addressed to the teacher.
 */
export function getRequests(side: RequestsSide, contactCode: string, signal?: AbortSignal) {
  return callEndpoint(side === 'student' ? 'listStudentRequests' : 'listTeacherRequests', { params: { contactId: contactCode }, signal });
}

export const requestsQueryOptions = (side: RequestsSide, contactCode: string) =>
  queryOptions({
    queryKey: side === 'student' ? tutoringRequestKeys.student(contactCode) : tutoringRequestKeys.teacher(contactCode),
    queryFn: ({ signal }) => getRequests(side, contactCode, signal),
  });

/** The signed-in user's list of one side; idle without a user. */
export function useRequests(side: RequestsSide, contactCode: string | null | undefined) {
  return useQuery({ ...requestsQueryOptions(side, contactCode ?? ''), enabled: !!contactCode });
}
