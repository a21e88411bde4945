import { addCalendarDays, rankingKinds, RANKING_TOP, texts, toAcademyDay } from '@campus/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/text-field';
import { FreemiumLocked } from '../../components/freemium-locked';
import { Skeleton } from '../../components/skeleton';
import type { StatisticsRange } from './api/statistics-keys';
import { RankingCard } from './ranking-card';
import styles from './statistics.module.css';

const s = texts.statistics;
const periods = ['curso', '30', '7'] as const;
type Period = (typeof periods)[number];

/** The `?periodo=` of the address (so a period can be shared or reloaded); anything else is the whole course. */
function readPeriod(value: string | null): Period {
  return periods.find((period) => period === value) ?? 'curso';
}

/** The range a period stands for: the last N Madrid days up to today, both included; null for the whole course. */
export function toRankingRange(period: Period, now: Date): StatisticsRange | null {
  if (period === 'curso') return null;
  const today = toAcademyDay(now);
  return { start_date: addCalendarDays(today, 1 - Number(period)), end_date: today };
}

/**
 * The five rankings, in the contract's order, over a period the student picks: the whole course (the default)
 * or the last 30 or 7 days, so a student who joined late or picks up the pace can see themselves climb.
 */
export function RankingsSection({
  parentCode,
  groupCode,
  isFreemium,
  isTeaching = false,
}: {
  parentCode: string;
  groupCode: string;
  isFreemium: boolean;
  /** The group's teacher: the group's top 5, with nothing about his own place (issue 30 item 9). */
  isTeaching?: boolean;
}) {
  const periodId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = readPeriod(searchParams.get('periodo'));
  const range = toRankingRange(period, new Date());
  return (
    <section className={styles.rankings} aria-labelledby="statistics-rankings-title">
      <div className={styles.sectionHeader}>
        <div className={styles.sectionHeaderText}>
          <h2 id="statistics-rankings-title" className={styles.sectionTitle}>
            {s.rankingsHeading}
          </h2>
          <p className={styles.sectionLead}>
            {(isTeaching ? texts.teachingShell.rankingsLead : s.rankingsLead).replace('{period}', s.rankingPeriodsInLead[period])}
          </p>
        </div>
        {isFreemium ? null : (
          <SelectField
            id={periodId}
            label={s.rankingsPeriod}
            fieldClassName={styles.period}
            value={period}
            onChange={(change) => {
              const chosen = readPeriod(change.target.value);
              setSearchParams(chosen === 'curso' ? {} : { periodo: chosen }, { replace: true });
            }}
          >
            {periods.map((option) => (
              <option key={option} value={option}>
                {s.rankingPeriods[option]}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {isFreemium ? (
        // Spec 002 §6: rankings blurred or locked for freemium. The preview is made of placeholders, so no
        // ranking is asked for and no classmate's name reaches a visitor.
        <FreemiumLocked featureName={s.rankingsFeature}>
          <RankingsPreview />
        </FreemiumLocked>
      ) : (
        <div className={styles.rankingGrid}>
          {rankingKinds.map((kind) => (
            <RankingCard key={kind} parentCode={parentCode} groupCode={groupCode} kind={kind} range={range} isViewerRanked={!isTeaching} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Three cards of placeholders behind the lock: enough to show what is there without a long blurred page on a phone. */
function RankingsPreview() {
  return (
    <div className={styles.rankingGrid}>
      {rankingKinds.slice(0, 3).map((kind) => (
        <div key={kind} className={styles.rankingCard}>
          <p className={styles.rankingTitle}>{s.rankingNames[kind]}</p>
          <ol className={styles.rankingList}>
            {Array.from({ length: RANKING_TOP }, (_, index) => (
              <li key={index} className={styles.rankingRow} data-medal={index < 3 ? index + 1 : undefined}>
                <span className={styles.rankingPosition}>{index + 1}</span>
                <Skeleton width={`${70 - index * 8}%`} />
                <Skeleton width="3rem" />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
