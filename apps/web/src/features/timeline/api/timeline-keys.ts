import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';
import { timelinePercentKey } from '../../../lib/api/timeline-percent';

/**
 * Query keys of the timeline page, derived from the endpoints' keys so mutations and pushes update exactly what they
 * change. The percentage is the same read (and cache entry) as /estadisticas' own timeline (lib/api/timeline-percent).
 */
export const timelineKeys = {
  /** Every cached read of the page (a new plan elsewhere: the server decides the order and what it replaces). */
  names: ['getTimeline', 'getTimelinePercent'] as const satisfies readonly EndpointName[],
  /** Every cached timeline list: a completion or a new plan changes them. */
  lists: () => [queryKeyOf('getTimeline')[0]] as const,
  list: (parentCode: string, groupCode: string, contactCode: string) =>
    queryKeyOf('getTimeline', { parentFormation: parentCode, group: groupCode, contactId: contactCode }),
  percents: () => ['getTimelinePercent'] as const satisfies readonly [EndpointName],
  percent: timelinePercentKey,
};
