import styles from './status-pill.module.css';

/** The colours a status can take (spec 002 §4: in progress yellow, done green or teal, refused or cancelled red). */
export type StatusPillColour = 'yellow' | 'green' | 'teal' | 'red';

/** A status as a coloured pill; the label carries the meaning, the colour only repeats it. */
export function StatusPill({ label, colour }: { label: string; colour: StatusPillColour }) {
  return <span className={[styles.pill, styles[colour]].join(' ')}>{label}</span>;
}
