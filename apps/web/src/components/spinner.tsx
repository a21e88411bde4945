import styles from './spinner.module.css';

/** A turning ring. Decorative: pair it with visible or visually-hidden text in a role="status". */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return <span className={[styles.spinner, styles[size]].join(' ')} aria-hidden="true" />;
}
