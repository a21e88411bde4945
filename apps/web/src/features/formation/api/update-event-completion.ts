import { texts, type ContentAnswer, type ContentCompletion, type ContentEvent } from '@campus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { writeGroupProgress } from '../../../lib/api/get-formation-progress';
import { formationKeys } from './formation-keys';

/**
 * PATCH /api/events/contact/{eventId}/{contactCode} {completed: 1|0}: marks the user's completion of an
 * event; answers the changed events as the tree shows them and the new progress of their groups.
 */
export function updateEventCompletion(eventId: number, contactCode: string, completed: 0 | 1) {
  return callEndpoint('setEventCompletion', { params: { eventId, contactCode }, body: { completed } });
}

/** The content answer with one event's completion for this contact replaced (the tree holds it in each place). */
export function withEventCompletion(answer: ContentAnswer, eventId: number, contactCode: string, completed: 0 | 1): ContentAnswer {
  return {
    ...answer,
    data: answer.data.map((unit) => ({
      ...unit,
      temas: unit.temas.map((topic) => ({
        ...topic,
        eventos: topic.eventos.map((event) =>
          event.id === eventId ? { ...event, completed: [...event.completed.filter((row) => row.edu_codigocontacto !== contactCode), { edu_codigocontacto: contactCode, completed }] } : event,
        ),
      })),
    })),
  };
}

/**
 * The content answer with the given events replaced wherever they sit in the tree (an event keeps its
 * order inside each topic). The same answer comes back when none of them is in it.
 */
export function withChangedEvents(answer: ContentAnswer, changed: readonly ContentEvent[]): ContentAnswer {
  const byId = new Map(changed.map((event) => [event.id, event]));
  if (!answer.data.some((unit) => unit.temas.some((topic) => topic.eventos.some((event) => byId.has(event.id))))) return answer;
  return {
    ...answer,
    data: answer.data.map((unit) => ({
      ...unit,
      temas: unit.temas.map((topic) => ({
        ...topic,
        eventos: topic.eventos.map((event) => {
          const fresh = byId.get(event.id);
          return fresh ? { ...fresh, orden: event.orden } : event;
        }),
      })),
    })),
  };
}

/**
 * Writes a completion the server confirmed (this tab's answer or another tab's `content-completed`) into
 * every cached tree and the progress cache: nothing is fetched again.
 */
export function writeContentCompletion(queryClient: QueryClient, contactCode: string, change: ContentCompletion): void {
  queryClient.setQueriesData<ContentAnswer>({ queryKey: formationKeys.contents() }, (answer) => (answer ? withChangedEvents(answer, change.events) : answer));
  writeGroupProgress(queryClient, contactCode, change.progress);
}

interface CompletionVariables {
  eventId: number;
  completed: 0 | 1;
}

/**
 * Toggles completion: the tree ticks at once (optimistic), the spec's toast confirms, and the answered
 * events and progress are written into the cache (no reload of the tree or the progress); on failure the
 * tick goes back and 'Error al actualizar el estado del evento' shows.
 */
export function useUpdateEventCompletion(contactCode: string, parentCode: string, groupCode: string) {
  const queryClient = useQueryClient();
  const contentKey = formationKeys.content(parentCode, groupCode);
  return useMutation({
    mutationFn: ({ eventId, completed }: CompletionVariables) => updateEventCompletion(eventId, contactCode, completed),
    onMutate: async ({ eventId, completed }) => {
      await queryClient.cancelQueries({ queryKey: contentKey });
      const previous = queryClient.getQueryData<ContentAnswer>(contentKey);
      if (previous) queryClient.setQueryData(contentKey, withEventCompletion(previous, eventId, contactCode, completed));
      return { previous };
    },
    onSuccess: (answer, { completed }) => {
      writeContentCompletion(queryClient, contactCode, answer);
      toast.success(completed === 1 ? texts.formation.completed : texts.formation.uncompleted);
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(contentKey, context.previous);
      toast.error(texts.formation.eventStatusError);
    },
  });
}
