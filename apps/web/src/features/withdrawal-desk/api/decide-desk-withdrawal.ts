import type { DeskWithdrawal, DeskWithdrawalDecisionInput, DeskWithdrawalsAnswer } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { deskWithdrawalsPrefix } from './list-desk-withdrawals';

/** PATCH /api/gestion/bajas/{id}: approve, or reject with a reason. */
export function decideDeskWithdrawal(id: number, body: DeskWithdrawalDecisionInput) {
  return callEndpoint('decideDeskWithdrawal', { params: { id }, body });
}

/**
 * Decides a request and writes the answer into every cached page that shows it (the row changes in place); the
 * pages are then asked again in the background, since a decided request leaves the pending ones and the count.
 */
export function useDecideDeskWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeskWithdrawalDecisionInput }) => decideDeskWithdrawal(id, body),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<DeskWithdrawalsAnswer>({ queryKey: deskWithdrawalsPrefix }, (answer) => writeDecided(answer, data));
      void queryClient.invalidateQueries({ queryKey: deskWithdrawalsPrefix });
    },
  });
}

function writeDecided(answer: DeskWithdrawalsAnswer | undefined, decided: DeskWithdrawal): DeskWithdrawalsAnswer | undefined {
  if (!answer?.data.some((row) => row.id === decided.id)) return answer;
  return { ...answer, data: answer.data.map((row) => (row.id === decided.id ? decided : row)), pendingTotal: Math.max(0, answer.pendingTotal - 1) };
}
