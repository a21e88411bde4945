import type { RankingKind } from '@campus/contract';

/** Madrid days 'YYYY-MM-DD', both included. */
export interface StatisticsRange {
  start_date: string;
  end_date: string;
}

/** Query keys of the statistics page, in one place so pushes refresh exactly what they change. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  groupAttendance: (groupCode: string) => ['statistics', 'attendance', 'group', groupCode] as const,
  ownAttendance: (groupCode: string) => ['statistics', 'attendance', 'own', groupCode] as const,
  averageTimeline: (parentCode: string, groupCode: string) => ['statistics', 'timeline', 'average', parentCode, groupCode] as const,
  /** The own timeline percentage and the counters: a completion pushed from another tab changes them. */
  ownProgress: () => ['statistics', 'own-progress'] as const,
  ownTimeline: (parentCode: string, groupCode: string) => ['statistics', 'own-progress', 'timeline', parentCode, groupCode] as const,
  counters: (parentCode: string, groupCode: string) => ['statistics', 'own-progress', 'counters', parentCode, groupCode] as const,
  tasks: (groupCode: string, contactCode: string) => ['statistics', 'tasks', groupCode, contactCode] as const,
  ranking: (parentCode: string, groupCode: string, kind: RankingKind, range: StatisticsRange | null) =>
    ['statistics', 'ranking', parentCode, groupCode, kind, range?.start_date ?? null, range?.end_date ?? null] as const,
};
