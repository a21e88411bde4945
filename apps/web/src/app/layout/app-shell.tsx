import { isAcademyUser, isTeacherOnlyUser } from '@campus/contract/plain';
import { lazy, Suspense, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { RealtimeNotice } from '../../components/realtime-notice';
import { useSessionCheck } from '../../features/auth/use-session-check';
import { useChatBarEvents } from '../../features/chat/use-chat-bar-events';
import { useTaughtGroups } from '../../lib/api/get-taught-groups';
import { useIsFirstPaintDone } from '../../lib/first-paint';
import { useRealtimeConnection } from '../../lib/realtime/use-socket-event';
import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import styles from './app-shell.module.css';
import { AppHeader } from './app-header';
import { getVisibleMenu, mainMenu, withTaughtGroups } from './menu-items';
import { SideMenu } from './side-menu';

export const MAIN_CONTENT_ID = 'main-content';

// The tour is a modal for new students only: its code loads after the first paint, not with the app.
// Live updates no first paint needs (mail badge, profile, enrolments): loaded just after it (shell-live-updates.tsx).
const ShellLiveUpdates = lazy(() => import('../realtime/shell-live-updates').then((module) => ({ default: module.ShellLiveUpdates })));
const OnboardingTour = lazy(() => import('../../features/onboarding/onboarding-tour').then((module) => ({ default: module.OnboardingTour })));

/**
 * The signed-in frame (spec 000 §2): skip link, header, side menu (a drawer under 768 px) and the page.
 * Renders `children` when given (the not-found page), else the matched child route. It also runs the
 * 240 s session check, holds the realtime connection and shows the onboarding tour, because it is
 * mounted exactly while a signed-in user sees the app.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const isAdmin = user?.admin ?? false;
  const isAcademy = !!user && isAcademyUser(user);
  // A teacher who does not study has no student-only entries (Tests); whoever teaches gets "Mis grupos".
  const isTeacherOnly = !!user && isTeacherOnlyUser(user);
  const taughtGroups = useTaughtGroups(user).data?.formations;
  const menuItems = useMemo(
    () => withTaughtGroups(getVisibleMenu(mainMenu, { isAdmin, isAcademy, isTeacherOnly }), taughtGroups ?? []),
    [isAdmin, isAcademy, isTeacherOnly, taughtGroups],
  );
  const mainRef = useRef<HTMLElement>(null);
  const isFirstPaintDone = useIsFirstPaintDone();
  useSessionCheck();
  // The socket lives as long as the signed-in frame; the chat list listens to it all along.
  useRealtimeConnection();
  useChatBarEvents();

  // Focus moves to <main> without adding '#main-content' to the URL the router owns.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        {webTexts.a11y.skipToContent}
      </a>
      <AppHeader menuItems={menuItems} />
      <RealtimeNotice />
      <div className={styles.body}>
        <aside className={styles.sidebar} data-tour="menu">
          <SideMenu items={menuItems} />
        </aside>
        <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          <div className={styles.content} data-tour="content">
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </div>
        </main>
      </div>
      {isFirstPaintDone ? (
        <Suspense fallback={null}>
          <ShellLiveUpdates />
          <OnboardingTour />
        </Suspense>
      ) : null}
    </div>
  );
}
