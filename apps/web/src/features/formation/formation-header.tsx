import { formatPercent, texts } from '@campus/contract';
import { Avatar } from '../../components/avatar';
import { FigureHint } from '../../components/figure-hint';
import { useFormationProgress } from '../../lib/api/get-formation-progress';
import { webTexts } from '../../lib/texts';
import styles from './formation-route.module.css';
import { formationTexts } from './formation-texts';
import type { FormationPageData } from './use-formation-page';

/** The page header (spec 001 §2): formation (group) and parent names, the student's progress and teachers. */
export function FormationHeader({ page, contactCode }: { page: FormationPageData; contactCode: string }) {
  // A teacher's own marks are no progress (issue 30 item 2): his header says how he sees the page instead.
  const progressQuery = useFormationProgress(page.isTeaching ? null : contactCode, page.groupCode);
  const percent = progressQuery.data?.data.percentage_partial ?? null;
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {page.parentName ? <p className={styles.parent}>{page.parentName}</p> : null}
        <h1 className={styles.name}>{page.formationName}</h1>
        {page.teachers.length > 0 ? (
          <div className={styles.teachers}>
            <span className={styles.teachersLabel}>{formationTexts.header.teachers}</span>
            <ul role="list" className={styles.teacherList}>
              {page.teachers.map((teacher) => (
                <li key={teacher.edu_codigocontacto} className={styles.teacher} title={teacher.role ?? undefined}>
                  <Avatar name={teacher.fullname} photoUrl={teacher.foto} size="small" />
                  <span>{teacher.fullname}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {page.isTeaching ? <p className={styles.teacherView}>{texts.teachingFormation.teacherView}</p> : null}
      </div>
      {percent !== null ? (
        <div className={styles.progress}>
          <div className={styles.progressText}>
            <FigureHint name={webTexts.progressFigures.content.name} hint={webTexts.progressFigures.content.hint} />
            <strong data-testid="formation-progress">{formatPercent(percent)}</strong>
          </div>
          <div
            className={styles.progressBar}
            role="progressbar"
            aria-label={formationTexts.header.progressLabel(formatPercent(percent))}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(percent.toFixed(2))}
          >
            <span className={styles.progressFill} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
