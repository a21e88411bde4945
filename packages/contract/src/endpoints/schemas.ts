import { authSchemas } from './auth.schemas';
import { casesSchemas } from './cases.schemas';
import { chatsSchemas } from './chats.schemas';
import { checkoutSchemas } from './checkout.schemas';
import { dashboardNotificationsSchemas } from './dashboard-notifications.schemas';
import { enrolmentsSchemas } from './enrolments.schemas';
import { filesSchemas } from './files.schemas';
import { freemiumSchemas } from './freemium.schemas';
import { leadsSchemas } from './leads.schemas';
import { mailSchemas } from './mail.schemas';
import { notificationsSchemas } from './notifications.schemas';
import { onboardingSchemas } from './onboarding.schemas';
import { postsSchemas } from './posts.schemas';
import { profileSchemas } from './profile.schemas';
import { secretarySchemas } from './secretary.schemas';
import { systemSchemas } from './system.schemas';
import { testsSpaceSchemas } from './tests-space.schemas';
import { uploadsSchemas } from './uploads.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...authSchemas,
  ...casesSchemas,
  ...chatsSchemas,
  ...checkoutSchemas,
  ...dashboardNotificationsSchemas,
  ...enrolmentsSchemas,
  ...filesSchemas,
  ...freemiumSchemas,
  ...leadsSchemas,
  ...mailSchemas,
  ...notificationsSchemas,
  ...onboardingSchemas,
  ...postsSchemas,
  ...profileSchemas,
  ...secretarySchemas,
  ...systemSchemas,
  ...testsSpaceSchemas,
  ...uploadsSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
