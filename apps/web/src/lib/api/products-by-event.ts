import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, queryKeyOf } from './call-endpoint';

/**
 * POST /api/products/by-event {eventId, fecha_inicio}: the bonus products that would open an event. Read by the
 * calendar's unavailable event and the formation page's locked content: one call and one cache entry per event and
 * day (the body of this read is part of its key).
 */
export function getProductsByEvent(eventId: number, startDay: string | null, signal?: AbortSignal) {
  return callEndpoint('listProductsByEvent', { body: { eventId, fecha_inicio: startDay }, signal });
}

export const productsByEventQueryOptions = (eventId: number, startDay: string | null) =>
  queryOptions({
    queryKey: [...queryKeyOf('listProductsByEvent'), { eventId, fecha_inicio: startDay }] as const,
    queryFn: ({ signal }) => getProductsByEvent(eventId, startDay, signal),
  });

/** The products that open one event; asked only when buying can open it. */
export function useProductsByEvent(eventId: number, startDay: string | null, isEnabled: boolean) {
  return useQuery({ ...productsByEventQueryOptions(eventId, startDay), enabled: isEnabled });
}
