import { webTexts } from '../lib/texts';
import styles from './page-loader.module.css';
import { Spinner } from './spinner';

/** Suspense fallback while a route's code arrives. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status">
      <Spinner />
      <span className="visually-hidden">{webTexts.a11y.loading}</span>
    </div>
  );
}
