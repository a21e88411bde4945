import { activitiesRoutes } from './activities';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { casesRoutes } from './cases';
import { chatsRoutes } from './chats';
import { checkoutRoutes } from './checkout';
import { contentRoutes } from './content';
import { dashboardNotificationsRoutes } from './dashboard-notifications';
import { enrolmentsRoutes } from './enrolments';
import { evaluationsRoutes } from './evaluations';
import { eventsRoutes } from './events';
import { filesRoutes } from './files';
import { formationsRoutes } from './formations';
import { freemiumRoutes } from './freemium';
import { leadsRoutes } from './leads';
import { mailRoutes } from './mail';
import { notificationsRoutes } from './notifications';
import { onboardingRoutes } from './onboarding';
import { postsRoutes } from './posts';
import { productsRoutes } from './products';
import { profileRoutes } from './profile';
import { progressRoutes } from './progress';
import { requestsRoutes } from './requests';
import { secretaryRoutes } from './secretary';
import { statisticsRoutes } from './statistics';
import { teachingParticipantsRoutes } from './teaching-participants';
import { systemRoutes } from './system';
import { teachingHomeRoutes } from './teaching-home';
import { testsSpaceRoutes } from './tests-space';
import { timelineRoutes } from './timeline';
import { uploadsRoutes } from './uploads';
import { teachingShellRoutes } from './teaching-shell';
import { teachingAttendanceRoutes } from './teaching-attendance';
import { teachingGradebookRoutes } from './teaching-gradebook';
import { backOfficeImportRoutes } from './back-office-import';
import { backOfficeFormationsRoutes } from './back-office-formations';
import { backOfficeApiKeysRoutes } from './back-office-api-keys';
import { backOfficePeopleRoutes } from './back-office-people';
import { backOfficeDeskRoutes } from './back-office-desk';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...activitiesRoutes,
  ...authRoutes,
  ...calendarRoutes,
  ...casesRoutes,
  ...chatsRoutes,
  ...checkoutRoutes,
  ...contentRoutes,
  ...dashboardNotificationsRoutes,
  ...enrolmentsRoutes,
  ...evaluationsRoutes,
  ...eventsRoutes,
  ...filesRoutes,
  ...formationsRoutes,
  ...freemiumRoutes,
  ...leadsRoutes,
  ...mailRoutes,
  ...notificationsRoutes,
  ...onboardingRoutes,
  ...postsRoutes,
  ...productsRoutes,
  ...profileRoutes,
  ...progressRoutes,
  ...requestsRoutes,
  ...secretaryRoutes,
  ...statisticsRoutes,
  ...teachingParticipantsRoutes,
  ...systemRoutes,
  ...testsSpaceRoutes,
  ...timelineRoutes,
  ...uploadsRoutes,
  ...teachingShellRoutes,
  ...teachingHomeRoutes,
  ...teachingAttendanceRoutes,
  ...teachingGradebookRoutes,
  ...backOfficeImportRoutes,
  ...backOfficeFormationsRoutes,
  ...backOfficeApiKeysRoutes,
  ...backOfficePeopleRoutes,
  ...backOfficeDeskRoutes,
};

export type EndpointName = keyof typeof endpoints;
