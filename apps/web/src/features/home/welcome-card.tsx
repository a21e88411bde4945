import type { SessionUser } from '@campus/contract';
import { isLimitedContact, texts } from '@campus/contract/plain';
import { RefreshCw } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { FormationList } from './formation-list';
import { homeTexts } from './home-texts';
import styles from './home.module.css';
import type { HomeFormations } from './use-home-formations';

function FormationsSkeleton() {
  return (
    <div className={styles.formations} aria-busy="true">
      <span className="visually-hidden" role="status">
        {webTexts.a11y.loading}
      </span>
      {[0, 1].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton width="44px" height="44px" radius="12px" />
          <div className={styles.skeletonText}>
            <Skeleton width="35%" height="0.8rem" />
            <Skeleton width="70%" height="1.1rem" />
            <Skeleton width="50%" height="0.8rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

function describeFormations(user: SessionUser, isTrial: boolean): string {
  if (isTrial) return homeTexts.tryingForFree;
  return isLimitedContact(user.edu_tipocontacto) ? webTexts.home.hasAccessTo : webTexts.home.enrolledIn;
}

/**
 * Welcome card (spec 000 §2): "¡Hola, {name}!" and the formations the user is enrolled in; contact
 * type 3 reads "Tienes acceso a" instead of "Tu matrícula incluye" (spec 000 §1), a freemium visitor
 * "Estás probando gratis".
 */
export function WelcomeCard({ user, home }: { user: SessionUser; home: HomeFormations }) {
  useQueryErrorToast(home, texts.formations.fetchError);
  const name = user.firstname?.trim() || user.fullname;
  const formations = home.formations;

  let body;
  if (home.isPending) {
    body = <FormationsSkeleton />;
  } else if (home.isError) {
    body = (
      <div className={styles.error} role="alert">
        <p>{texts.formations.fetchError}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={home.refetch}>
          <RefreshCw aria-hidden="true" size={16} />
          {webTexts.home.retry}
        </button>
      </div>
    );
  } else if (formations.length === 0) {
    body = <EmptyState message={texts.empty.nothingToSee} />;
  } else {
    body = (
      <>
        <p className={styles.intro}>{describeFormations(user, home.isTrial)}:</p>
        <FormationList formations={formations} />
      </>
    );
  }

  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <div className={styles.hero}>
        <Avatar name={user.fullname} photoUrl={user.foto} size="large" />
        <h1 id="welcome-title" className={styles.greeting}>
          {webTexts.home.greeting(name)}
        </h1>
      </div>
      <div className={styles.content}>{body}</div>
    </section>
  );
}
