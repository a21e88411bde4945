import { texts } from '@campus/contract';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import styles from './statistics.module.css';

/** A block of the page that failed: its own text (spec 002 §8) and a retry, the rest of the page stays. */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.blockError} role="alert">
      <p className={styles.blockErrorText}>
        <TriangleAlert size={18} aria-hidden="true" />
        {message}
      </p>
      <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {texts.statistics.retry}
      </button>
    </div>
  );
}

/** A block still loading: a line saying so to assistive technology, a calm placeholder on screen. */
export function BlockLoading() {
  return (
    <p className={styles.blockLoading} role="status">
      {texts.statistics.loading}
    </p>
  );
}
