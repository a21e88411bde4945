import { texts, type TimelineAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { setEventCompletion, withTimelineCompletion, writeCompletionIntoCache } from '../../../lib/api/completion-cache';
import { timelineKeys } from './timeline-keys';

interface TickVariables {
  eventId: number;
  /** The content a plan event plans (ticked with it). */
  linkedId: number | null;
  completed: 0 | 1;
}

/**
 * The tick (spec 001 §4), the formation tree's call (lib/api/completion-cache): shown at once (optimistic, the
 * linked event too); the answer (the events, progress and timeline percentage it changed) is written into every
 * cache that shows them, as another tab's push is, so nothing is asked again; on failure it goes back and
 * 'Error al actualizar el estado del evento' shows.
 */
export function useUpdateTimelineCompletion(contactCode: string, parentCode: string, groupCode: string) {
  const queryClient = useQueryClient();
  const listKey = timelineKeys.list(parentCode, groupCode, contactCode);
  return useMutation({
    mutationFn: ({ eventId, completed }: TickVariables) => setEventCompletion(eventId, contactCode, completed),
    onMutate: async ({ eventId, linkedId, completed }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<TimelineAnswer>(listKey);
      if (previous) queryClient.setQueryData(listKey, withTimelineCompletion(previous, linkedId === null ? [eventId] : [eventId, linkedId], completed));
      return { previous };
    },
    // Every cached timeline (another group may hold the same content), tree, progress and percentage follows.
    onSuccess: (answer) => writeCompletionIntoCache(queryClient, contactCode, answer),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      toast.error(texts.formation.eventStatusError);
    },
  });
}
