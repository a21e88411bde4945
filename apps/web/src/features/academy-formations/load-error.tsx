import { academyTexts } from '@campus/contract';
import { buttonClassName } from '../../components/button-class';
import styles from './academy-formations.module.css';

/** A read that failed, with a way to ask again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{academyTexts.backOfficeFormations.loadError}</p>
      <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onRetry}>
        {academyTexts.backOfficeFormations.retry}
      </button>
    </div>
  );
}
