import { webTexts } from '../lib/texts';
import styles from './list-skeleton.module.css';
import { Skeleton } from './skeleton';

interface ListSkeletonProps {
  rows?: number;
  /** Size of the round picture (avatar, icon) that starts each row. */
  pictureSize?: string;
}

/** A loading list: round picture and two lines per row, announced once as "Cargando…". */
export function ListSkeleton({ rows = 3, pictureSize = '40px' }: ListSkeletonProps) {
  return (
    <div className={styles.list} aria-busy="true">
      <span className="visually-hidden" role="status">
        {webTexts.a11y.loading}
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.row}>
          <Skeleton width={pictureSize} height={pictureSize} radius="999px" />
          <div className={styles.text}>
            <Skeleton width="55%" height="0.9rem" />
            <Skeleton width="85%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}
