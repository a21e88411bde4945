import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';

/** Query keys of the calendar feature, derived from the endpoints' keys so the socket hook and the purchase refetch reach them. */
export const calendarKeys = {
  /** Every cached read of the feature (a purchase opens events: all of them are asked again). */
  names: ['listCalendarEvents', 'getEventInfo', 'listEventFiles', 'listProductsByEvent', 'getCalendarFeed'] as const satisfies readonly EndpointName[],
  events: () => [queryKeyOf('listCalendarEvents')[0]] as const,
  range: (contactCode: string, startDate: string, endDate: string) =>
    queryKeyOf('listCalendarEvents', undefined, { start_date: startDate, end_date: endDate, contacts: contactCode, reeschedule: '1' }),
  event: (eventId: number) => queryKeyOf('getEventInfo', { id: eventId }),
  files: (eventId: number) => queryKeyOf('listEventFiles', { id: eventId }),
  feed: () => queryKeyOf('getCalendarFeed'),
};
