import { rankingAnswerSchema, type RankingKind } from '@campus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './statistics-keys';

/** Rankings move slowly (the server keeps them for a short while too): a minute before asking again. */
const RANKING_STALE_MS = 60_000;

/** GET /api/actividades/ranking/individual/{parent}/{group}?tipo_ranking: the top 5 and the own entry, whole course. */
export function getRanking(parentCode: string, groupCode: string, kind: RankingKind, signal?: AbortSignal) {
  return apiRequest(`/api/actividades/ranking/individual/${encodeURIComponent(parentCode)}/${encodeURIComponent(groupCode)}`, {
    query: { tipo_ranking: kind },
    schema: rankingAnswerSchema,
    signal,
  });
}

export const rankingQueryOptions = (parentCode: string, groupCode: string, kind: RankingKind) =>
  queryOptions({
    queryKey: statisticsKeys.ranking(parentCode, groupCode, kind),
    queryFn: ({ signal }) => getRanking(parentCode, groupCode, kind, signal),
    staleTime: RANKING_STALE_MS,
  });

/** One ranking of the group. */
export function useRanking(parentCode: string, groupCode: string, kind: RankingKind) {
  return useQuery(rankingQueryOptions(parentCode, groupCode, kind));
}
