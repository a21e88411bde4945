import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/contract-schemas';
import { calendarKeys } from './calendar-keys';

/** POST /api/products/by-event {eventId, fecha_inicio}: the bonus products that would open an event. */
export function getProductsByEvent(eventId: number, startDay: string | null, signal?: AbortSignal) {
  return apiRequest('/api/products/by-event', {
    method: 'POST',
    body: { eventId, fecha_inicio: startDay },
    schema: lazySchema((contract) => contract.productsAnswerSchema),
    signal,
  });
}

export const productsByEventQueryOptions = (eventId: number, startDay: string | null) =>
  queryOptions({
    queryKey: calendarKeys.products(eventId, startDay),
    queryFn: ({ signal }) => getProductsByEvent(eventId, startDay, signal),
  });

/** The products that open one event; asked only when buying can open it. */
export function useProductsByEvent(eventId: number, startDay: string | null, isEnabled: boolean) {
  return useQuery({ ...productsByEventQueryOptions(eventId, startDay), enabled: isEnabled });
}
