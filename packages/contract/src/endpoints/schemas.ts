import { activitiesSchemas } from './activities.schemas';
import { authSchemas } from './auth.schemas';
import { calendarSchemas } from './calendar.schemas';
import { casesSchemas } from './cases.schemas';
import { chatsSchemas } from './chats.schemas';
import { checkoutSchemas } from './checkout.schemas';
import { contentSchemas } from './content.schemas';
import { dashboardNotificationsSchemas } from './dashboard-notifications.schemas';
import { enrolmentsSchemas } from './enrolments.schemas';
import { evaluationsSchemas } from './evaluations.schemas';
import { eventsSchemas } from './events.schemas';
import { filesSchemas } from './files.schemas';
import { formationsSchemas } from './formations.schemas';
import { freemiumSchemas } from './freemium.schemas';
import { leadsSchemas } from './leads.schemas';
import { mailSchemas } from './mail.schemas';
import { notificationsSchemas } from './notifications.schemas';
import { onboardingSchemas } from './onboarding.schemas';
import { postsSchemas } from './posts.schemas';
import { productsSchemas } from './products.schemas';
import { profileSchemas } from './profile.schemas';
import { progressSchemas } from './progress.schemas';
import { requestsSchemas } from './requests.schemas';
import { secretarySchemas } from './secretary.schemas';
import { statisticsSchemas } from './statistics.schemas';
import { teachingParticipantsSchemas } from './teaching-participants.schemas';
import { systemSchemas } from './system.schemas';
import { teachingHomeSchemas } from './teaching-home.schemas';
import { testsSpaceSchemas } from './tests-space.schemas';
import { timelineSchemas } from './timeline.schemas';
import { uploadsSchemas } from './uploads.schemas';
import { teachingShellSchemas } from './teaching-shell.schemas';
import { teachingAttendanceSchemas } from './teaching-attendance.schemas';
import { teachingGradebookSchemas } from './teaching-gradebook.schemas';
import { backOfficeImportSchemas } from './back-office-import.schemas';
import { backOfficeFormationsSchemas } from './back-office-formations.schemas';
import { backOfficeApiKeysSchemas } from './back-office-api-keys.schemas';
import { backOfficePeopleSchemas } from './back-office-people.schemas';
import { backOfficeDeskSchemas } from './back-office-desk.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...activitiesSchemas,
  ...authSchemas,
  ...calendarSchemas,
  ...casesSchemas,
  ...chatsSchemas,
  ...checkoutSchemas,
  ...contentSchemas,
  ...dashboardNotificationsSchemas,
  ...enrolmentsSchemas,
  ...evaluationsSchemas,
  ...eventsSchemas,
  ...filesSchemas,
  ...formationsSchemas,
  ...freemiumSchemas,
  ...leadsSchemas,
  ...mailSchemas,
  ...notificationsSchemas,
  ...onboardingSchemas,
  ...postsSchemas,
  ...productsSchemas,
  ...profileSchemas,
  ...progressSchemas,
  ...requestsSchemas,
  ...secretarySchemas,
  ...statisticsSchemas,
  ...teachingParticipantsSchemas,
  ...systemSchemas,
  ...testsSpaceSchemas,
  ...timelineSchemas,
  ...uploadsSchemas,
  ...teachingShellSchemas,
  ...teachingHomeSchemas,
  ...teachingAttendanceSchemas,
  ...teachingGradebookSchemas,
  ...backOfficeImportSchemas,
  ...backOfficeFormationsSchemas,
  ...backOfficeApiKeysSchemas,
  ...backOfficePeopleSchemas,
  ...backOfficeDeskSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
