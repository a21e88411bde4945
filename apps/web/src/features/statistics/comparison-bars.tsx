import { formatPercent, texts } from '@campus/contract';
import styles from './statistics.module.css';

const s = texts.statistics;

/**
 * Two bars, the student's figure against the group's average (both percentages). One image for assistive
 * technology, labelled with both numbers; the bars and numbers on screen are its picture.
 */
export function ComparisonBars({ heading, own, average }: { heading: string; own: number; average: number }) {
  const rows = [
    { key: 'own', label: s.you, value: own },
    { key: 'average', label: s.groupAverage, value: average },
  ];
  const label = s.comparisonLabel.replace('{heading}', heading).replace('{own}', formatPercent(own)).replace('{average}', formatPercent(average));
  return (
    <div className={styles.bars} role="img" aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={styles.barRow} data-kind={row.key} aria-hidden="true">
          <span className={styles.barLabel}>{row.label}</span>
          <span className={styles.barTrack}>
            <span className={styles.barFill} style={{ width: `${Math.min(100, Math.max(0, row.value))}%` }} />
          </span>
          <strong className={styles.barValue}>{formatPercent(row.value)}</strong>
        </div>
      ))}
    </div>
  );
}
