import { RANKING_TOP, type RankingAnswer, type RankingEntry } from '@campus/contract';

/** A student's value in a ranking, before it is ordered. */
export interface RankingCandidate {
  code: string;
  name: string;
  valor: number;
}

const byName = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Orders a group's values into a ranking (schemas/statistics.ts): a value of 0 is not ranked; higher first;
 * ties in the order of the name (then the contact code, so equal names keep one order); `id` is the position
 * 1, 2, 3… in that order. The top RANKING_TOP are shown, and the asking student's own entry apart when
 * they are ranked below them.
 */
export function buildRanking(candidates: readonly RankingCandidate[], ownCode: string): RankingAnswer['data'] {
  const ranked = candidates
    .filter((candidate) => candidate.valor > 0)
    .sort((a, b) => b.valor - a.valor || byName.compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const entries: RankingEntry[] = ranked.map((candidate, index) => ({
    id: index + 1,
    name: candidate.name,
    valor: candidate.valor,
    propio: candidate.code === ownCode,
  }));
  const own = entries.find((entry) => entry.propio);
  return { data: entries.slice(0, RANKING_TOP), propio: own && own.id > RANKING_TOP ? own : null, total: entries.length };
}
