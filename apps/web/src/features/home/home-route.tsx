import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './home.module.css';
import { WelcomeCard } from './welcome-card';

/** The home dashboard (spec 000 §2): the welcome card with the user's formations. */
export function HomeRoute() {
  usePageTitle(webTexts.home.pageTitle);
  const user = useSessionUser();
  return <div className={styles.page}>{user ? <WelcomeCard user={user} /> : null}</div>;
}
