import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/**
 * GET /api/posts/postable/event/{eventId}?empty=list: the class comments. The spec answers 404 when there are
 * none, which the browser logs as a failed request; `empty=list` asks our server for an empty list instead,
 * and a 404 (a server without that option) still reads as none.
 */
export async function getEventComments(eventId: number, signal?: AbortSignal) {
  try {
    const answer = await callEndpoint('listPostableComments', { params: { type: 'event', id: eventId }, query: { empty: 'list' }, signal });
    return answer.data;
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export const eventCommentsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: formationKeys.comments(eventId),
    queryFn: ({ signal }) => getEventComments(eventId, signal),
  });

/** The comments of the event shown. */
export function useEventComments(eventId: number) {
  return useQuery(eventCommentsQueryOptions(eventId));
}
