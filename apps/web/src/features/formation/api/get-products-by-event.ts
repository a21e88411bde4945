import { productsAnswerSchema } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formationKeys } from './formation-keys';

/** POST /api/products/by-event {eventId, fecha_inicio}: the bonus products that would open an event. */
export function getProductsByEvent(eventId: number, startDay: string | null, signal?: AbortSignal) {
  return apiRequest('/api/products/by-event', { method: 'POST', body: { eventId, fecha_inicio: startDay }, schema: productsAnswerSchema, signal });
}

export const productsByEventQueryOptions = (eventId: number, startDay: string | null) =>
  queryOptions({
    queryKey: formationKeys.productsByEvent(eventId, startDay),
    queryFn: ({ signal }) => getProductsByEvent(eventId, startDay, signal),
  });

/** Products of one event. */
export function useProductsByEvent(eventId: number, startDay: string | null, isEnabled: boolean) {
  return useQuery({ ...productsByEventQueryOptions(eventId, startDay), enabled: isEnabled });
}
