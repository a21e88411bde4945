import { texts } from '@campus/contract/plain';
import { buttonClassName } from '../../components/button-class';
import styles from './academy-formations.module.css';

/** A read that failed, with a way to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{texts.backOfficeFormations.loadError}</p>
      <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onRetry}>
        {texts.backOfficeFormations.retry}
      </button>
    </div>
  );
}
