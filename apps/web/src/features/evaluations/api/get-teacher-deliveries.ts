import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { evaluationsKeys } from './evaluations-keys';

export type DeliveryStateFilter = 'Entregada' | 'Corregida';

/**
 * GET /api/formations/tareas/entregas?grupo=&estado= (ours): the deliveries of the teacher's groups with their
 * files, ungraded first, and the teacher's groups for the filter.
 */
export function getTeacherDeliveries(grupo: string | null, estado: DeliveryStateFilter | null, signal?: AbortSignal) {
  return callEndpoint('listTeacherDeliveries', { query: { grupo, estado }, signal });
}

export const teacherDeliveriesQueryOptions = (grupo: string | null, estado: DeliveryStateFilter | null) =>
  queryOptions({
    queryKey: evaluationsKeys.deliveries(grupo, estado),
    queryFn: ({ signal }) => getTeacherDeliveries(grupo, estado, signal),
  });

/** The teacher's deliveries; the previous filter's list stays on screen while the next one loads. */
export function useTeacherDeliveries(grupo: string | null, estado: DeliveryStateFilter | null) {
  return useQuery({ ...teacherDeliveriesQueryOptions(grupo, estado), placeholderData: keepPreviousData });
}
