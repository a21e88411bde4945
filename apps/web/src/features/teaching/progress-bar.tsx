import styles from './teaching.module.css';

/** A compact bar with its percentage written beside it; the bar is a progressbar for assistive technology. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <span className={styles.progress}>
      <span className={styles.progressTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(clamped)}>
        <span className={styles.progressFill} style={{ width: `${clamped}%` }} />
      </span>
      <span className={styles.figure} aria-hidden="true">
        {`${Math.round(clamped)} %`}
      </span>
    </span>
  );
}
