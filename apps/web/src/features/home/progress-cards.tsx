import type { Formation } from '@campus/contract';
import { formatPercent } from '@campus/contract/plain';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { FigureHint } from '../../components/figure-hint';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api-client';
import { webTexts } from '../../lib/texts';
import { useFormationsProgress } from '../../lib/api/get-formation-progress';
import { getFormationPath } from './formation-list';
import { homeTexts } from './home-texts';
import { useProgressEvents } from './use-progress-events';
import styles from './dashboard.module.css';

type ProgressQuery = UseQueryResult<{ data: { percentage_partial: number; completed: number; total: number } }>;

function ProgressCard({ formation, query }: { formation: Formation; query: ProgressQuery }) {
  const percentage = query.data?.data.percentage_partial ?? null;
  const name = formation.edu_formacion;
  let body;
  if (query.isPending) {
    body = (
      <div className={styles.progressSkeleton} aria-busy="true">
        <span className="visually-hidden" role="status">
          {webTexts.a11y.loading}
        </span>
        <Skeleton width="30%" height="1.6rem" />
        <Skeleton height="10px" radius="999px" />
      </div>
    );
  } else if (query.isError) {
    // 404: the progress call is not available for this group (yet); anything else can be retried.
    body = isApiError(query.error, 404) ? (
      <p className={styles.muted}>{homeTexts.progress.unavailable}</p>
    ) : (
      <p className={styles.inlineError}>
        {homeTexts.progress.error}{' '}
        <button type="button" className={styles.retryLink} onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" size={14} />
          {homeTexts.progress.retry}
        </button>
      </p>
    );
  } else if (percentage !== null) {
    const clamped = Math.min(100, Math.max(0, percentage));
    const { completed, total } = query.data?.data ?? { completed: 0, total: 0 };
    body = (
      <>
        <FigureHint name={webTexts.progressFigures.content.name} hint={webTexts.progressFigures.content.hint} className={styles.muted} />
        <p className={styles.percentage}>{formatPercent(percentage)}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={homeTexts.progress.label(name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Number(clamped.toFixed(2))}
          aria-valuetext={formatPercent(percentage)}
        >
          <span className={styles.barFill} style={{ width: `${clamped}%` }} />
        </div>
        {total > 0 ? <p className={styles.muted}>{homeTexts.progress.completed(completed, total)}</p> : null}
      </>
    );
  }
  return (
    <li className={styles.progressCard}>
      {formation.edu_principal ? <p className={styles.eyebrow}>{formation.edu_principal}</p> : null}
      <h3 className={styles.progressName}>
        <Link to={getFormationPath(formation)}>{name}</Link>
      </h3>
      {body}
    </li>
  );
}

/**
 * One card per formation with its progress (POST /api/events/contact/complete/{code}, per group): the
 * percentage with 2 decimals (spec 000 §9) and a bar, kept live by the user's completions in any tab.
 */
export function ProgressCards({ contactCode, formations, isPending }: { contactCode: string; formations: readonly Formation[]; isPending: boolean }) {
  const queries = useFormationsProgress(
    contactCode,
    formations.map((formation) => formation.edu_codigoformacion),
  );
  useProgressEvents(contactCode);
  if (!isPending && formations.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="progress-title">
      <h2 id="progress-title" className={styles.panelTitle}>
        <TrendingUp aria-hidden="true" size={20} />
        {homeTexts.progress.title}
      </h2>
      {isPending ? (
        <div className={styles.progressSkeleton} aria-busy="true">
          <Skeleton width="60%" height="1rem" />
          <Skeleton width="30%" height="1.6rem" />
          <Skeleton height="10px" radius="999px" />
        </div>
      ) : (
        <ul role="list" className={styles.progressList}>
          {formations.map((formation, index) => (
            <ProgressCard key={formation.edu_codigoformacion} formation={formation} query={queries[index] as ProgressQuery} />
          ))}
        </ul>
      )}
    </section>
  );
}
