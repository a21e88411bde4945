import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '../lib/routes';
import { AppShell } from './layout/app-shell';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RouteError } from './screens/route-error';

// One chunk per route: each page's code loads when it is first visited.
const LoginRoute = lazy(() => import('../features/auth/login-route').then((module) => ({ default: module.LoginRoute })));
// Loaded with /notificaciones only: the list's schemas (zod) stay out of every page's first load.
const NotificationHistory = lazy(() => import('../features/notifications/notification-history').then((m) => ({ default: m.NotificationHistory })));
const importHomeRoute = () => import('../features/home/home-route');
let loadedHomeRoute: Awaited<ReturnType<typeof importHomeRoute>> | null = null;

/** The home's chunk; also started by preloadHome before the first render (app/preload-home). */
export function loadHomeRoute() {
  return importHomeRoute().then((module) => (loadedHomeRoute = module));
}

/**
 * A thenable that calls back at once. React.lazy reads the component straight away when the thenable
 * it gets has already resolved, so a home whose chunk preloadHome has brought renders in the same pass
 * as the shell instead of showing the page loader for a frame first.
 */
function resolvedNow<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (resolved: T) => unknown) => resolvedNow(onFulfilled ? onFulfilled(value) : value) };
  // React.lazy is typed for a Promise, and a real Promise always calls back later: only the cast can say it.
  return thenable as unknown as Promise<T>;
}

const HomeRoute = lazy(() =>
  loadedHomeRoute ? resolvedNow({ default: loadedHomeRoute.HomeRoute }) : loadHomeRoute().then((module) => ({ default: module.HomeRoute })),
);
const MailRoute = lazy(() => import('../features/mail/mail-route').then((module) => ({ default: module.MailRoute })));
const ChatRoute = lazy(() => import('../features/chat/chat-route').then((module) => ({ default: module.ChatRoute })));
const FreemiumSignInDialogs = lazy(() => import('../features/freemium/freemium-sign-in-dialogs').then((module) => ({ default: module.FreemiumSignInDialogs })));
const FaqsRoute = lazy(() => import('../features/help/faqs-route').then((module) => ({ default: module.FaqsRoute })));
const TestsRoute = lazy(() => import('../features/tests-space/tests-route').then((module) => ({ default: module.TestsRoute })));
const TestsToolRoute = lazy(() => import('../features/tests-space/tests-tool-route').then((module) => ({ default: module.TestsToolRoute })));
const FormationRoute = lazy(() => import('../features/formation/formation-route').then((module) => ({ default: module.FormationRoute })));
const CalendarRoute = lazy(() => import('../features/calendar/calendar-route').then((module) => ({ default: module.CalendarRoute })));
const RequestsRoute = lazy(() => import('../features/requests/requests-route').then((module) => ({ default: module.RequestsRoute })));
const TimelineRoute = lazy(() => import('../features/timeline/timeline-route').then((module) => ({ default: module.TimelineRoute })));
const BoardRoute = lazy(() => import('../features/board/board-route').then((module) => ({ default: module.BoardRoute })));
const DashboardNotificationsRoute = lazy(() =>
  import('../features/dashboard-notifications/dashboard-notifications-route').then((module) => ({ default: module.DashboardNotificationsRoute })),
);
const AcademyNotificationsRoute = lazy(() =>
  import('../features/dashboard-notifications/academy-notifications-route').then((module) => ({ default: module.AcademyNotificationsRoute })),
);
const CasesRoute = lazy(() => import('../features/cases/cases-route').then((module) => ({ default: module.CasesRoute })));
const AcademyCasesRoute = lazy(() => import('../features/cases/academy-cases-route').then((module) => ({ default: module.AcademyCasesRoute })));
const EvaluationsRoute = lazy(() => import('../features/evaluations/evaluations-route').then((module) => ({ default: module.EvaluationsRoute })));
const StatisticsRoute = lazy(() => import('../features/statistics/statistics-route').then((module) => ({ default: module.StatisticsRoute })));
const ProfileRoute = lazy(() => import('../features/profile/profile-route').then((module) => ({ default: module.ProfileRoute })));
const VerificationRoute = lazy(() => import('../features/verification/verification-route').then((module) => ({ default: module.VerificationRoute })));
const PrivacyPolicyRoute = lazy(() => import('../features/legal/privacy-policy-route').then((module) => ({ default: module.PrivacyPolicyRoute })));
const LegalNoticeRoute = lazy(() => import('../features/legal/legal-notice-route').then((module) => ({ default: module.LegalNoticeRoute })));
const GradebookRoute = lazy(() => import('../features/teaching/gradebook-route').then((module) => ({ default: module.GradebookRoute })));
const GradebookTaskRoute = lazy(() => import('../features/teaching/gradebook-task-route').then((module) => ({ default: module.GradebookTaskRoute })));
// The teacher's group workspace (issue 30): the layout and each tab in its own chunk.
const GroupWorkspaceLayout = lazy(() => import('../features/teaching/group-workspace-layout').then((module) => ({ default: module.GroupWorkspaceLayout })));
const ParticipantsRoute = lazy(() => import('../features/teaching/participants-route').then((module) => ({ default: module.ParticipantsRoute })));
const ParticipantRoute = lazy(() => import('../features/teaching/participant-route').then((module) => ({ default: module.ParticipantRoute })));
// The back office (issue 31): one lazily loaded table of its screens, each still a chunk of its own, so its routes
// cost the first load nothing.
const BackOfficeRoutes = lazy(() => import('./back-office-routes').then((module) => ({ default: module.BackOfficeRoutes })));
const NotFoundRoute = lazy(() => import('./screens/not-found-route').then((module) => ({ default: module.NotFoundRoute })));

/**
 * The route tree. Paths come from lib/routes. Pages of the signed-in area go under the guarded shell;
 * a crash in one of them shows the error screen inside the shell, so the menu still works.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError layout="standalone" />,
    children: [
      {
        path: routePatterns.login,
        // The free-trial dialogs (?mode=prueba-gratis&course=…) sit over the sign-in page.
        element: (
          <>
            <LoginRoute />
            <FreemiumSignInDialogs />
          </>
        ),
      },
      // Public, like the sign-in page: a third party checks a certificate's code without an account.
      { path: routePatterns.documentVerification, element: <VerificationRoute /> },
      // Public too: the law asks that anyone can read them, signed in or not (RGPD art. 13, LSSI art. 10).
      { path: routePatterns.privacyPolicy, element: <PrivacyPolicyRoute /> },
      { path: routePatterns.legalNotice, element: <LegalNoticeRoute /> },
      {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
        children: [
          {
            errorElement: <RouteError layout="inline" />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: routePatterns.faqs, element: <FaqsRoute /> },
              { path: routePatterns.tests, element: <TestsRoute /> },
              { path: routePatterns.testsTool, element: <TestsToolRoute /> },
              { path: routePatterns.mail, element: <MailRoute /> },
              { path: routePatterns.chat, element: <ChatRoute /> },
              { path: routePatterns.chatConversation, element: <ChatRoute /> },
              { path: routePatterns.formation, element: <FormationRoute /> },
              { path: routePatterns.timeline, element: <TimelineRoute /> },
              { path: routePatterns.timelineFormation, element: <TimelineRoute /> },
              { path: routePatterns.requests, element: <RequestsRoute /> },
              { path: routePatterns.calendar, element: <CalendarRoute /> },
              { path: routePatterns.board, element: <BoardRoute /> },
              // The person's own notifications (the bell's feature) go under the academy's notices (issue 29).
              {
                path: routePatterns.notifications,
                element: (
                  <DashboardNotificationsRoute
                    history={
                      <Suspense fallback={null}>
                        <NotificationHistory />
                      </Suspense>
                    }
                  />
                ),
              },
              { path: routePatterns.academyNotifications, element: <AcademyNotificationsRoute /> },
              { path: `${routePatterns.backOffice}/*`, element: <BackOfficeRoutes /> },
              { path: routePatterns.cases, element: <CasesRoute /> },
              { path: routePatterns.academyCases, element: <AcademyCasesRoute /> },
              { path: routePatterns.evaluations, element: <EvaluationsRoute /> },
              { path: routePatterns.evaluationsFormation, element: <EvaluationsRoute /> },
              { path: routePatterns.statistics, element: <StatisticsRoute /> },
              { path: routePatterns.statisticsFormation, element: <StatisticsRoute /> },
              { path: routePatterns.profile, element: <ProfileRoute /> },
              // Issue 30: a delivery's notice opens its task's gradebook (it finds the group and redirects).
              { path: routePatterns.teachingTask, element: <GradebookTaskRoute /> },
              {
                path: routePatterns.teachingGroup,
                element: <GroupWorkspaceLayout />,
                children: [
                  { index: true, element: <ParticipantsRoute /> },
                  { path: routePatterns.teachingParticipant, element: <ParticipantRoute /> },
                  { path: routePatterns.teachingGradebook, element: <GradebookRoute /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
