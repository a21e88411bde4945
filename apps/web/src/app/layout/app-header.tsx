import { isTeacherOnlyUser, texts } from '@campus/contract/plain';
import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { BrandLogo } from '../../components/brand-logo';
import { useLogout } from '../../features/auth/use-logout';
import { HelpButton } from '../../features/help/help-button';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useIsFirstPaintDone } from '../../lib/first-paint';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import styles from './app-header.module.css';
import type { MenuItem } from './menu-items';
import { MobileMenu } from './mobile-menu';

// The flame's tooltip brings Radix Tooltip and Floating UI (about 10 KB compressed): it loads after the
// first paint instead of with the app, and the flame waits for its statistics anyway.
const StreakFlame = lazy(() => import('../../features/streak/streak-flame').then((module) => ({ default: module.StreakFlame })));

/**
 * The shell header (spec 000 §2): logo; streak flame; notification bell; the info button opening help
 * article faq-051 (features/help); the user's name linking to the profile, with the avatar; 'Cerrar
 * sesión'. Under 768 px the name and the logout text collapse (kept for screen readers) and under
 * 480 px the logo keeps its mark only, so streak, bell, help and avatar stay at 375 px.
 */
export function AppHeader({ menuItems }: { menuItems: readonly MenuItem[] }) {
  const user = useSessionUser();
  const { logoutUser, isLoggingOut } = useLogout();
  const isFirstPaintDone = useIsFirstPaintDone();

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <MobileMenu items={menuItems} />
        <Link to={paths.home} className={styles.logoLink} aria-label={webTexts.a11y.goHome}>
          <BrandLogo />
        </Link>
      </div>
      <div className={styles.end}>
        {user ? (
          <>
            {/* The streak is a student's: a teacher who does not study has none (issue 30 item 9). */}
            {isFirstPaintDone && !isTeacherOnlyUser(user) ? (
              <Suspense fallback={null}>
                <StreakFlame contactCode={user.edu_codigocontacto} />
              </Suspense>
            ) : null}
            <NotificationBell />
          </>
        ) : null}
        <HelpButton />
        {user ? (
          <Link to={paths.profile(user.edu_codigocontacto)} className={styles.profileLink} title={webTexts.header.profileLinkTitle} data-tour="profile">
            <Avatar name={user.fullname} photoUrl={user.foto} size="small" />
            <span className={styles.userName}>{user.fullname}</span>
          </Link>
        ) : null}
        <button type="button" className={styles.logout} onClick={() => void logoutUser()} disabled={isLoggingOut}>
          <LogOut aria-hidden="true" size={18} />
          <span className={styles.logoutText}>{texts.auth.signOut}</span>
        </button>
      </div>
    </header>
  );
}
