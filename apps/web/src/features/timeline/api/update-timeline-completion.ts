import { texts, type TimelineAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { withTimelineCompletion } from './get-timeline';
import { timelineKeys } from './timeline-keys';

/**
 * PATCH /api/events/contact/{eventId}/{contactCode} {completed}: the timeline tick (the same call as the
 * formation tree's); the server ticks the linked rescheduled event too.
 */
export function updateTimelineCompletion(eventId: number, contactCode: string, completed: 0 | 1) {
  return callEndpoint('setEventCompletion', { params: { eventId, contactCode }, body: { completed } });
}

interface TickVariables {
  eventId: number;
  /** The content a plan event plans (ticked with it). */
  linkedId: number | null;
  completed: 0 | 1;
}

/**
 * The tick (spec 001 §4): shown at once (optimistic, the linked event too); on failure it goes back and
 * 'Error al actualizar el estado del evento' shows; afterwards the percentage is asked again.
 */
export function useUpdateTimelineCompletion(contactCode: string, parentCode: string, groupCode: string) {
  const queryClient = useQueryClient();
  const listKey = timelineKeys.list(parentCode, groupCode, contactCode);
  return useMutation({
    mutationFn: ({ eventId, completed }: TickVariables) => updateTimelineCompletion(eventId, contactCode, completed),
    onMutate: async ({ eventId, linkedId, completed }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<TimelineAnswer>(listKey);
      if (previous) queryClient.setQueryData(listKey, withTimelineCompletion(previous, linkedId === null ? [eventId] : [eventId, linkedId], completed));
      return { previous };
    },
    onSuccess: (answer, { completed }) => {
      // Every cached timeline (another group may hold the same content) follows what the server changed.
      const ids = [answer.eventId, ...answer.events.map((event) => event.id)];
      queryClient.setQueriesData<TimelineAnswer>({ queryKey: timelineKeys.lists() }, (list) => (list ? withTimelineCompletion(list, ids, completed) : list));
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast.error(texts.formation.eventStatusError);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineKeys.percents() }),
  });
}
