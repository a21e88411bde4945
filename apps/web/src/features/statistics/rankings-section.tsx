import { rankingKinds, RANKING_TOP, texts } from '@campus/contract';
import { FreemiumLocked } from '../../components/freemium-locked';
import { Skeleton } from '../../components/skeleton';
import { RankingCard } from './ranking-card';
import styles from './statistics.module.css';

const s = texts.statistics;

/** The five rankings, in the contract's order. */
export function RankingsSection({ parentCode, groupCode, isFreemium }: { parentCode: string; groupCode: string; isFreemium: boolean }) {
  return (
    <section className={styles.rankings} aria-labelledby="statistics-rankings-title">
      <div className={styles.sectionHeader}>
        <h2 id="statistics-rankings-title" className={styles.sectionTitle}>
          {s.rankingsHeading}
        </h2>
        <p className={styles.sectionLead}>{s.rankingsLead}</p>
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
            <RankingCard key={kind} parentCode={parentCode} groupCode={groupCode} kind={kind} />
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
