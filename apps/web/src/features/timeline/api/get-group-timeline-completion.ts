import { useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/**
 * GET /api/teaching/groups/{groupCode}/timeline-completion: how many of the group's active students completed each
 * item of its timeline (issue 30 item 9), for the group's teacher.
 */
export function useGroupTimelineCompletion(groupCode: string) {
  return useQuery({
    queryKey: queryKeyOf('getGroupTimelineCompletion', { groupCode }),
    queryFn: ({ signal }) => callEndpoint('getGroupTimelineCompletion', { params: { groupCode }, signal }),
    select: (answer) => ({ students: answer.students, byEvent: new Map(answer.events.map((event) => [event.id, event.completed])) }),
  });
}
