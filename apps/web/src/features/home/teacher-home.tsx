import type { SessionUser } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { ArrowRightLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClassName } from '../../components/button-class';
import { Skeleton } from '../../components/skeleton';
import { isApiError } from '../../lib/api-client';
import { webTexts } from '../../lib/texts';
import { useTeachingHome } from './api/get-teaching-home';
import dashboardStyles from './dashboard.module.css';
import homeStyles from './home.module.css';
import { TeacherEvents } from './teacher-events';
import { TeacherGroups } from './teacher-groups';
import { teacherPaths } from './teacher-paths';
import { TeacherToday } from './teacher-today';
import styles from './teacher-home.module.css';
import { useTeachingHomeLive } from './use-teaching-home-live';

const t = texts.teachingHome;

function TeacherHomeSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        {webTexts.a11y.loading}
      </span>
      {[0, 1].map((panel) => (
        <div key={panel} className={dashboardStyles.panel}>
          <Skeleton width="40%" height="1.2rem" />
          <Skeleton height="4rem" radius="12px" />
          <Skeleton height="4rem" radius="12px" />
        </div>
      ))}
    </div>
  );
}

/**
 * The teacher's home (issue 30 item 1): a greeting, what waits for him today, his next classes and tutorías, and
 * his groups. Live (use-teaching-home-live). Someone the server does not take for a teacher (403: he teaches no
 * group) gets `studentHome` instead, the home every student has.
 */
export function TeacherHome({ user, studentHome }: { user: SessionUser; studentHome: ReactNode }) {
  const query = useTeachingHome(true);
  const home = query.data;
  useTeachingHomeLive(home?.groups.map((group) => group.code) ?? []);
  if (query.isError && isApiError(query.error, 403)) return studentHome;
  const name = user.firstname?.trim() || user.fullname;

  let body;
  if (home) {
    body = (
      <>
        <div className={styles.layout}>
          <TeacherToday today={home.today} />
          <TeacherEvents events={home.events} contactCode={user.edu_codigocontacto} groupCodes={home.groups.map((group) => group.code)} />
        </div>
        <TeacherGroups groups={home.groups} />
      </>
    );
  } else if (query.isError) {
    body = (
      <div className={dashboardStyles.panelError} role="alert">
        <p>{t.error}</p>
        <button type="button" className={dashboardStyles.retryLink} onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" size={14} />
          {t.retry}
        </button>
      </div>
    );
  } else {
    body = <TeacherHomeSkeleton />;
  }

  return (
    <>
      <section className={homeStyles.welcome} aria-labelledby="welcome-title">
        <div className={`${homeStyles.hero} ${styles.hero}`}>
          <Avatar name={user.fullname} photoUrl={user.foto} size="large" />
          <div className={styles.heroText}>
            <h1 id="welcome-title" className={homeStyles.greeting}>
              {webTexts.home.greeting(name)}
            </h1>
            <p className={homeStyles.intro}>{t.summary}</p>
          </div>
          {home?.isAlsoStudent ? (
            <Link to={teacherPaths.studentView} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
              <ArrowRightLeft aria-hidden="true" size={16} />
              {t.studentViewLink}
            </Link>
          ) : null}
        </div>
      </section>
      {body}
    </>
  );
}
