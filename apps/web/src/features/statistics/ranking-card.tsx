import { formatPercent, texts, type RankingEntry, type RankingKind } from '@campus/contract';
import { BarChart3 } from 'lucide-react';
import { useRanking } from './api/get-ranking';
import type { StatisticsRange } from './api/statistics-keys';
import { BlockError, BlockLoading } from './block-error';
import styles from './statistics.module.css';

const s = texts.statistics;
// Whole numbers: days and classes are, and minutes a day need no decimals (percentages keep the contract's
// formatPercent: 2 decimals with the Spanish comma).
const whole = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** A ranking's value and its unit (días, %, días seguidos, min/día, clases). */
export function formatRankingValue(kind: RankingKind, valor: number): { value: string; unit: string | null } {
  if (kind === 'timeline') return { value: formatPercent(valor), unit: null };
  return { value: whole.format(valor), unit: s.rankingUnits[kind] };
}

function RankingRow({ kind, entry }: { kind: RankingKind; entry: RankingEntry }) {
  const medal = entry.id <= 3 ? s.medals[entry.id - 1] : undefined;
  const { value, unit } = formatRankingValue(kind, entry.valor);
  return (
    <li className={styles.rankingRow} data-own={entry.propio || undefined} data-medal={medal ? entry.id : undefined} data-testid="ranking-entry">
      <span className={styles.rankingPosition}>
        <span aria-hidden="true">{entry.id}</span>
        <span className="visually-hidden">
          {medal ? `${s.rankingPosition.replace('{position}', String(entry.id))} (${medal})` : s.rankingPosition.replace('{position}', String(entry.id))}
        </span>
      </span>
      <span className={styles.rankingName}>
        {entry.name}
        {entry.propio ? <span className={styles.rankingYou}>{s.you}</span> : null}
      </span>
      <span className={styles.rankingValue}>
        {value}
        {unit ? ' ' : null}
        {unit ? <span className={styles.rankingUnit}>{unit}</span> : null}
      </span>
    </li>
  );
}

/**
 * One of the five rankings (spec 002 §Statistics): the top 5 with gold, silver and bronze for the first three,
 * the student's own entry highlighted, or shown under the list when they are ranked outside the top 5. A failure
 * shows the server's message (spec 002 §8).
 */
export function RankingCard({
  parentCode,
  groupCode,
  kind,
  range,
  isViewerRanked = true,
}: {
  parentCode: string;
  groupCode: string;
  kind: RankingKind;
  range: StatisticsRange | null;
  /** False for the group's teacher: he is never ranked, so nothing says he is not (issue 30 item 9). */
  isViewerRanked?: boolean;
}) {
  const ranking = useRanking(parentCode, groupCode, kind, range);
  const headingId = `ranking-${kind}`;
  return (
    <section className={styles.rankingCard} aria-labelledby={headingId} data-testid={`ranking-${kind}`}>
      <header className={styles.rankingHeader}>
        <h3 id={headingId} className={styles.rankingTitle}>
          {s.rankingNames[kind]}
        </h3>
        <p className={styles.rankingDescription}>{s.rankingDescriptions[kind]}</p>
      </header>
      {ranking.isPending ? (
        <BlockLoading />
      ) : ranking.isError ? (
        <BlockError message={ranking.error.message || s.rankingError} onRetry={() => void ranking.refetch()} />
      ) : ranking.data.data.data.length === 0 ? (
        <div className={styles.rankingEmpty}>
          <BarChart3 size={24} aria-hidden="true" />
          <p className={styles.rankingEmptyTitle}>{s.rankingsEmptyTitle}</p>
          <p>{s.rankingsEmptyBody}</p>
        </div>
      ) : (
        <RankingList kind={kind} answer={ranking.data.data} isViewerRanked={isViewerRanked} />
      )}
    </section>
  );
}

function RankingList({
  kind,
  answer,
  isViewerRanked,
}: {
  kind: RankingKind;
  answer: { data: RankingEntry[]; propio: RankingEntry | null; total: number };
  isViewerRanked: boolean;
}) {
  const isOwnInTop = answer.data.some((entry) => entry.propio);
  return (
    <>
      <ol className={styles.rankingList}>
        {answer.data.map((entry) => (
          <RankingRow key={entry.id} kind={kind} entry={entry} />
        ))}
      </ol>
      {answer.propio ? (
        <div className={styles.rankingOwn}>
          <p className={styles.rankingOwnLabel}>{s.rankingOwnOutside.replace('{total}', String(answer.total))}</p>
          <ol className={styles.rankingList} start={answer.propio.id}>
            <RankingRow kind={kind} entry={answer.propio} />
          </ol>
        </div>
      ) : isOwnInTop || !isViewerRanked ? null : (
        <p className={styles.rankingNote}>{s.rankingUnranked}</p>
      )}
      <p className={styles.rankingNote}>{s.rankingTotal.replace('{total}', String(answer.total))}</p>
    </>
  );
}
