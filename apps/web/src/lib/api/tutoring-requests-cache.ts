import type { RequestItem, RequestsAnswer } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from './call-endpoint';

/**
 * Query keys of the tutoring request lists, shared by the requests page (features/requests) and the
 * calendar's tutoring request dialog (features/calendar), which adds the request it created.
 */
export const tutoringRequestKeys = {
  /** Every cached list (a relogin asks them again). */
  names: ['listStudentRequests', 'listTeacherRequests'] as const satisfies readonly EndpointName[],
  /** GET /api/requests/student/{contactId}: the student's own requests. */
  student: (contactCode: string) => queryKeyOf('listStudentRequests', { contactId: contactCode }),
  /** GET /api/requests/teacher/{contactId}: the requests addressed to a teacher. */
  teacher: (contactCode: string) => queryKeyOf('listTeacherRequests', { contactId: contactCode }),
};

/** The list with this request in it: replaced where it is, otherwise first (lists are newest first). */
export function upsertRequest(answer: RequestsAnswer, item: RequestItem): RequestsAnswer {
  const index = answer.requests.findIndex((request) => request.id === item.id);
  if (index === -1) return { ...answer, requests: [item, ...answer.requests] };
  const requests = answer.requests.slice();
  requests[index] = item;
  return { ...answer, requests };
}

/**
 * Writes a created or decided request into the cached lists it belongs to (the student's and the
 * teacher's, whichever this browser holds). A list not loaded yet is left alone: it loads with it.
 */
export function writeRequestIntoLists(queryClient: QueryClient, item: RequestItem): void {
  for (const key of [tutoringRequestKeys.student(item.student_id), tutoringRequestKeys.teacher(item.teacher_id)]) {
    queryClient.setQueryData<RequestsAnswer>(key, (answer) => (answer ? upsertRequest(answer, item) : answer));
  }
}
