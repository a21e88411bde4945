import type { ContentAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** PUT /api/content/units/{id} {titulo} → 201: staff rename a unit (spec 001 §2, inline edit). */
export function updateUnitTitle(unitId: number, titulo: string) {
  return callEndpoint('updateUnitTitle', { params: { id: unitId }, body: { titulo } });
}

/** The tree with the unit's title replaced (the same answer when the unit is not in it). */
function withUnitTitle(answer: ContentAnswer, unitId: number, titulo: string): ContentAnswer {
  if (!answer.data.some((unit) => unit.id === unitId)) return answer;
  return { ...answer, data: answer.data.map((unit) => (unit.id === unitId ? { ...unit, titulo } : unit)) };
}

/**
 * Renames a unit: the tree shows the new title at once, and the answered title is written into every cached tree
 * of the formation (each of its groups shows the unit), so none is asked again.
 */
export function useUpdateUnitTitle(parentCode: string, groupCode: string) {
  const queryClient = useQueryClient();
  const contentKey = formationKeys.content(parentCode, groupCode);
  return useMutation({
    mutationFn: ({ unitId, titulo }: { unitId: number; titulo: string }) => updateUnitTitle(unitId, titulo),
    onMutate: async ({ unitId, titulo }) => {
      await queryClient.cancelQueries({ queryKey: contentKey });
      const previous = queryClient.getQueryData<ContentAnswer>(contentKey);
      if (previous) queryClient.setQueryData<ContentAnswer>(contentKey, withUnitTitle(previous, unitId, titulo));
      return { previous };
    },
    onSuccess: ({ unit }) => {
      queryClient.setQueriesData<ContentAnswer>({ queryKey: formationKeys.contentOf(parentCode) }, (answer) =>
        answer ? withUnitTitle(answer, unit.id, unit.titulo) : answer,
      );
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(contentKey, context.previous);
    },
  });
}
