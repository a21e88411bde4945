import { texts, type ContentAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { setEventCompletion, writeCompletionIntoCache } from '../../../lib/api/completion-cache';
import { formationKeys } from './formation-keys';

/** The content answer with one event's completion for this contact replaced (the tree holds it in each place). */
export function withEventCompletion(answer: ContentAnswer, eventId: number, contactCode: string, completed: 0 | 1): ContentAnswer {
  return {
    ...answer,
    data: answer.data.map((unit) => ({
      ...unit,
      temas: unit.temas.map((topic) => ({
        ...topic,
        eventos: topic.eventos.map((event) =>
          event.id === eventId
            ? {
                ...event,
                completed: [...event.completed.filter((row) => row.edu_codigocontacto !== contactCode), { edu_codigocontacto: contactCode, completed }],
              }
            : event,
        ),
      })),
    })),
  };
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
    mutationFn: ({ eventId, completed }: CompletionVariables) => setEventCompletion(eventId, contactCode, completed),
    onMutate: async ({ eventId, completed }) => {
      await queryClient.cancelQueries({ queryKey: contentKey });
      const previous = queryClient.getQueryData<ContentAnswer>(contentKey);
      if (previous) queryClient.setQueryData(contentKey, withEventCompletion(previous, eventId, contactCode, completed));
      return { previous };
    },
    onSuccess: (answer, { completed }) => {
      writeCompletionIntoCache(queryClient, contactCode, answer);
      toast.success(completed === 1 ? texts.formation.completed : texts.formation.uncompleted);
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(contentKey, context.previous);
      toast.error(texts.formation.eventStatusError);
    },
  });
}
