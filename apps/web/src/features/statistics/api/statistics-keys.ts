import type { RankingKind } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';
import { groupTasksKey } from '../../../lib/api/group-tasks';
import { timelinePercentKey } from '../../../lib/api/timeline-percent';

/** Madrid days 'YYYY-MM-DD', both included. */
export interface StatisticsRange {
  start_date: string;
  end_date: string;
}

/**
 * Query keys of the statistics page, derived from the endpoints' keys so pushes refresh exactly what they change
 * (a POST read adds the body it sends). The own timeline percentage and the tasks are the same reads (and cache
 * entries) as /timeline's and /evaluaciones'.
 */
export const statisticsKeys = {
  groupAttendance: (groupCode: string) => [...queryKeyOf('getGroupAttendance'), { formation: groupCode }] as const,
  ownAttendance: (groupCode: string) => [...queryKeyOf('getOwnAttendance'), { formation: groupCode }] as const,
  averageTimeline: (parentCode: string, groupCode: string) => [...queryKeyOf('getAverageTimeline', { group: groupCode }), { formation: parentCode }] as const,
  /** The own timeline percentage and the counters: a completion pushed from another tab changes them. */
  ownProgressNames: ['getTimelinePercent', 'getProgressCounters'] as const satisfies readonly EndpointName[],
  ownTimeline: timelinePercentKey,
  countersOfAll: () => ['getProgressCounters'] as const satisfies readonly [EndpointName],
  counters: (parentCode: string, groupCode: string) => queryKeyOf('getProgressCounters', { parent: parentCode, group: groupCode }),
  tasks: groupTasksKey,
  ranking: (parentCode: string, groupCode: string, kind: RankingKind, range: StatisticsRange | null) =>
    queryKeyOf('getRanking', { parent: parentCode, group: groupCode }, range ? { ...range, tipo_ranking: kind } : { tipo_ranking: kind }),
};
