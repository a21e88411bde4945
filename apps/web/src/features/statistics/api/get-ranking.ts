import type { RankingKind } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { statisticsKeys, type StatisticsRange } from './statistics-keys';

/** Rankings move slowly (the server keeps them for a short while too): a minute before asking again. */
const RANKING_STALE_MS = 60_000;

/**
 * GET /api/actividades/ranking/individual/{parent}/{group}?start_date&end_date&tipo_ranking: the top 5 and the own
 * entry, over the range (null: the whole course up to today).
 */
export function getRanking(parentCode: string, groupCode: string, kind: RankingKind, range: StatisticsRange | null, signal?: AbortSignal) {
  return callEndpoint('getRanking', {
    params: { parent: parentCode, group: groupCode },
    query: range ? { ...range, tipo_ranking: kind } : { tipo_ranking: kind },
    signal,
  });
}

export const rankingQueryOptions = (parentCode: string, groupCode: string, kind: RankingKind, range: StatisticsRange | null) =>
  queryOptions({
    queryKey: statisticsKeys.ranking(parentCode, groupCode, kind, range),
    queryFn: ({ signal }) => getRanking(parentCode, groupCode, kind, range, signal),
    staleTime: RANKING_STALE_MS,
  });

/** One ranking of the group over the range. */
export function useRanking(parentCode: string, groupCode: string, kind: RankingKind, range: StatisticsRange | null) {
  return useQuery(rankingQueryOptions(parentCode, groupCode, kind, range));
}
