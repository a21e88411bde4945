import type { ContentAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { formationKeys } from './formation-keys';

/** PUT /api/content/units/{id} {titulo} → 201: staff rename a unit (spec 001 §2, inline edit). */
export function updateUnitTitle(unitId: number, titulo: string) {
  return callEndpoint('updateUnitTitle', { params: { id: unitId }, body: { titulo } });
}

/** Renames a unit; the tree shows the new title at once and every group of the formation reloads it. */
export function useUpdateUnitTitle(parentCode: string, groupCode: string) {
  const queryClient = useQueryClient();
  const contentKey = formationKeys.content(parentCode, groupCode);
  return useMutation({
    mutationFn: ({ unitId, titulo }: { unitId: number; titulo: string }) => updateUnitTitle(unitId, titulo),
    onMutate: async ({ unitId, titulo }) => {
      await queryClient.cancelQueries({ queryKey: contentKey });
      const previous = queryClient.getQueryData<ContentAnswer>(contentKey);
      if (previous) {
        queryClient.setQueryData<ContentAnswer>(contentKey, { ...previous, data: previous.data.map((unit) => (unit.id === unitId ? { ...unit, titulo } : unit)) });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(contentKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: formationKeys.contentOf(parentCode) }),
  });
}
