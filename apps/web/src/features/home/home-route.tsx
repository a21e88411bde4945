import type { SessionUser } from '@campus/contract';
import { isOnboardingPending, isTeacherContact, parseContactTypes, texts } from '@campus/contract/plain';
import { ArrowRightLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { PageLoader } from '../../components/page-loader';
import { LazyFreemiumFormationChooser } from '../../components/lazy-freemium-formation-chooser';
import { useOnboardings } from '../../lib/onboarding-store';
import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import dashboardStyles from './dashboard.module.css';
import styles from './home.module.css';
import { NowNextCard } from './now-next-card';
import { ProgressCards } from './progress-cards';
import { UpcomingEvents } from './upcoming-events';
import { useHomeAgenda } from './use-home-agenda';
import { useHomeFormations } from './use-home-formations';
import { WelcomeCard } from './welcome-card';
import { paths } from '../../lib/routes';
import { STUDENT_VIEW } from './teacher-paths';

// Loaded only for teachers: students' home chunk (and its first-load budget) stays as it was.
const TeacherHome = lazy(() => import('./teacher-home').then((module) => ({ default: module.TeacherHome })));

/** The welcome tour's onboarding (spec 000 §3: onboarding_name 'home'). */
const WELCOME_TOUR = 'home';

function Dashboard({ user }: { user: SessionUser }) {
  const home = useHomeFormations(user);
  const agenda = useHomeAgenda(user);
  // A new visitor gets the welcome tour first; the chooser follows it, never two dialogs at once.
  const isTourPending = useOnboardings(user.edu_codigocontacto).some(
    (onboarding) => onboarding.onboarding_name === WELCOME_TOUR && isOnboardingPending(onboarding),
  );
  // Dismissing the chooser hides it for this visit; it comes back on the next one until a group is chosen.
  const [isChooserDismissed, setIsChooserDismissed] = useState(false);
  const groupCodes = home.formations.map((formation) => formation.edu_codigoformacion);
  return (
    <>
      <NowNextCard agenda={agenda} contactCode={user.edu_codigocontacto} studentGroupCodes={groupCodes} />
      <WelcomeCard user={user} home={home} />
      <div className={dashboardStyles.grid}>
        <ProgressCards contactCode={user.edu_codigocontacto} formations={home.isError ? [] : home.formations} isPending={home.isPending} />
        <UpcomingEvents user={user} agenda={agenda} studentGroupCodes={groupCodes} />
      </div>
      {home.needsGroupChoice && !isTourPending ? (
        <LazyFreemiumFormationChooser
          isOpen={!isChooserDismissed}
          onOpenChange={(isOpen) => {
            if (!isOpen) setIsChooserDismissed(true);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The home dashboard (spec 000 §2, "Home dashboard"): the welcome card with the user's formations, a
 * progress card per formation and the coming events; a freemium visitor with stored formations and no
 * chosen group gets "Elige tu formación".
 */
export function HomeRoute() {
  usePageTitle(webTexts.home.pageTitle);
  const user = useSessionUser();
  return <div className={styles.page}>{user ? <PersonHome user={user} /> : null}</div>;
}

/**
 * A teacher (contact types 5/6) gets the teacher's home (issue 30), which falls back to the student home when the
 * server says he teaches no group; one who also studies may switch to his student view (?vista=alumno) and back.
 */
function PersonHome({ user }: { user: SessionUser }) {
  const [searchParams] = useSearchParams();
  const isTeacher = isTeacherContact(parseContactTypes(user.edu_tipocontacto));
  if (!isTeacher) return <Dashboard user={user} />;
  if (searchParams.get('vista') === STUDENT_VIEW) {
    return (
      <>
        <p className={styles.viewSwitch}>
          <Link to={paths.home} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            <ArrowRightLeft aria-hidden="true" size={16} />
            {texts.teachingHome.teacherViewLink}
          </Link>
        </p>
        <Dashboard user={user} />
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <TeacherHome user={user} studentHome={<Dashboard user={user} />} />
    </Suspense>
  );
}
