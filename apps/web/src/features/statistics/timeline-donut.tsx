import { formatPercent, getProgressTier } from '@campus/contract';
import styles from './statistics.module.css';

const SIZE = 160;
const STROKE = 16;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The donut of the timeline percentage (spec 002 §Statistics), drawn by hand in SVG: no chart library for one
 * ring. Its colour follows the progress tiers of the contract (25, 50, 75, 100); the picture is one image whose
 * label says the number, so a screen reader hears what the eye sees.
 */
export function TimelineDonut({ percentage, label }: { percentage: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, percentage));
  const tier = getProgressTier(clamped);
  return (
    <div className={styles.donut} role="img" aria-label={label} data-tier={tier}>
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
        <circle className={styles.donutTrack} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} fill="none" />
        {clamped > 0 ? (
          <circle
            className={styles.donutValue}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            strokeWidth={STROKE}
            fill="none"
            strokeLinecap={clamped < 100 ? 'round' : 'butt'}
            strokeDasharray={`${(clamped / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        ) : null}
      </svg>
      <span className={styles.donutText} aria-hidden="true" data-testid="statistics-timeline-percent">
        {formatPercent(clamped)}
      </span>
    </div>
  );
}
