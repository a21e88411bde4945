import { authRoutes } from './auth';
import { casesRoutes } from './cases';
import { chatsRoutes } from './chats';
import { checkoutRoutes } from './checkout';
import { dashboardNotificationsRoutes } from './dashboard-notifications';
import { enrolmentsRoutes } from './enrolments';
import { filesRoutes } from './files';
import { freemiumRoutes } from './freemium';
import { leadsRoutes } from './leads';
import { mailRoutes } from './mail';
import { notificationsRoutes } from './notifications';
import { onboardingRoutes } from './onboarding';
import { postsRoutes } from './posts';
import { profileRoutes } from './profile';
import { secretaryRoutes } from './secretary';
import { systemRoutes } from './system';
import { testsSpaceRoutes } from './tests-space';
import { uploadsRoutes } from './uploads';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...authRoutes,
  ...casesRoutes,
  ...chatsRoutes,
  ...checkoutRoutes,
  ...dashboardNotificationsRoutes,
  ...enrolmentsRoutes,
  ...filesRoutes,
  ...freemiumRoutes,
  ...leadsRoutes,
  ...mailRoutes,
  ...notificationsRoutes,
  ...onboardingRoutes,
  ...postsRoutes,
  ...profileRoutes,
  ...secretaryRoutes,
  ...systemRoutes,
  ...testsSpaceRoutes,
  ...uploadsRoutes,
};

export type EndpointName = keyof typeof endpoints;
