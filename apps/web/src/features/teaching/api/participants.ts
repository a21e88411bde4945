import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

/** GET /api/teaching/groups/{groupCode}/participants: the group's students with their figures (teachers of the group). */
export const participantsQueryOptions = (groupCode: string) =>
  queryOptions({
    queryKey: queryKeyOf('listGroupParticipants', { groupCode }),
    queryFn: ({ signal }) => callEndpoint('listGroupParticipants', { params: { groupCode }, signal }),
  });

export function useParticipants(groupCode: string) {
  return useQuery(participantsQueryOptions(groupCode));
}

/** GET /api/teaching/groups/{groupCode}/participants/{contactCode}: one student's detail. */
export const participantQueryOptions = (groupCode: string, contactCode: string) =>
  queryOptions({
    queryKey: queryKeyOf('getGroupParticipant', { groupCode, contactCode }),
    queryFn: ({ signal }) => callEndpoint('getGroupParticipant', { params: { groupCode, contactCode }, signal }),
  });

export function useParticipant(groupCode: string, contactCode: string) {
  return useQuery(participantQueryOptions(groupCode, contactCode));
}
