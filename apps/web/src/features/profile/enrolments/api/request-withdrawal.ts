import type { WithdrawalSurvey } from '@campus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/call-endpoint';
import { writeWithdrawalsIntoCache } from '../../../../lib/api/withdrawal-requests-cache';

/**
 * POST /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode} (spec 002 §7): the line codes, with the
 * survey's answers (`{ lineas, encuesta }`); 201 answers the requests created and the toast with the date.
 */
export function requestWithdrawal(contactCode: string, lineas: string[], encuesta: WithdrawalSurvey) {
  return callEndpoint('requestWithdrawal', { params: { contactCode }, body: { lineas, encuesta } });
}

/** Sends a withdrawal request and writes it where it shows: the line's state, the checks and /solicitudes. */
export function useRequestWithdrawal(contactCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineas, encuesta }: { lineas: string[]; encuesta: WithdrawalSurvey }) => requestWithdrawal(contactCode, lineas, encuesta),
    onSuccess: (answer) => writeWithdrawalsIntoCache(queryClient, contactCode, answer.data),
  });
}
