import type { EndpointName } from '@campus/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { isQueryOfEndpoints } from '../../lib/api/call-endpoint';
import { useSocketEvent } from '../../lib/realtime/use-socket-event';

/**
 * Every read whose answer depends on which groups a person is in (as a student, or as a teacher whose groups gained
 * or lost a student): the formations list and a formation's page, the home, calendar, timeline, statistics,
 * evaluations and tasks, boards, the mail's group recipients, the enrolment records, the teacher's workspace, and
 * the back office's group pages.
 */
export const ENROLMENT_DEPENDENT_ENDPOINTS = [
  'getContactFormations',
  'getEnrolmentInfo',
  'checkWithdrawals',
  'listEnrolments',
  'listWithdrawalRequests',
  'listLicences',
  'listFormationsByCodes',
  'getFormationDetail',
  'getContent',
  'listProductsByUnits',
  'listProductsByEvent',
  'listCalendarEvents',
  'listContactEvents',
  'getEventInfo',
  'getTimeline',
  'getTimelinePercent',
  'getGroupCompletion',
  'getGroupAttendance',
  'getOwnAttendance',
  'getAverageTimeline',
  'getProgressCounters',
  'getRanking',
  'getContactStats',
  'getCertificateAttendance',
  'listGroupEvaluations',
  'listEvaluations',
  'listGroupTasks',
  'listTasks',
  'listBoardPosts',
  'listBoardGroups',
  'listToComunicate',
  'listDashboardNotifications',
  'listTaughtGroups',
  'getTeachingHome',
  'getGroupTimelineCompletion',
  'listGroupParticipants',
  'getGroupParticipant',
  'getGradebook',
  'listBackOfficeFormations',
  'getBackOfficeFormation',
  'getBackOfficeGroup',
  'listGroupStudents',
  'listGroupCandidates',
] as const satisfies readonly EndpointName[];

/**
 * Live enrolments (issue 31 item 5): when the academy enrols, unenrols or moves the person (or a student of a group
 * they teach), `enrolments-changed` arrives and every open page that depends on the groups asks again, so it changes
 * without reloading. Mounted once in the signed-in shell.
 */
export function useEnrolmentUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('enrolments-changed', () => {
    void queryClient.invalidateQueries({ predicate: (query) => isQueryOfEndpoints(query.queryKey, ENROLMENT_DEPENDENT_ENDPOINTS) });
  });
}
