import type { DeskWithdrawalsQuery } from '@campus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from '../../../lib/api/call-endpoint';

export type DeskWithdrawalsFilter = Pick<DeskWithdrawalsQuery, 'q' | 'page' | 'pageSize'> & { status?: DeskWithdrawalsQuery['status'] | undefined };

/** GET /api/gestion/bajas: one page of the academy's withdrawal requests, pending first. */
export function listDeskWithdrawals(filter: DeskWithdrawalsFilter, signal?: AbortSignal) {
  return callEndpoint('listDeskWithdrawals', { query: { ...filter, q: filter.q || undefined }, signal });
}

/** The prefix of every cached page of the desk (a decision asks the others again). */
export const deskWithdrawalsPrefix = ['listDeskWithdrawals'] as const;

/** The page asked for; while another page, state or search loads, the previous one stays on screen. */
export function useDeskWithdrawals(filter: DeskWithdrawalsFilter) {
  return useQuery({
    queryKey: queryKeyOf('listDeskWithdrawals', undefined, filter),
    queryFn: ({ signal }) => listDeskWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
  });
}
