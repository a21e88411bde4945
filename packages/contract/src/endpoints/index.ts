import { authRoutes } from './auth';
import { casesRoutes } from './cases';
import { checkoutRoutes } from './checkout';
import { enrolmentsRoutes } from './enrolments';
import { filesRoutes } from './files';
import { freemiumRoutes } from './freemium';
import { leadsRoutes } from './leads';
import { onboardingRoutes } from './onboarding';
import { profileRoutes } from './profile';
import { secretaryRoutes } from './secretary';
import { systemRoutes } from './system';
import { testsSpaceRoutes } from './tests-space';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...authRoutes,
  ...casesRoutes,
  ...checkoutRoutes,
  ...enrolmentsRoutes,
  ...filesRoutes,
  ...freemiumRoutes,
  ...leadsRoutes,
  ...onboardingRoutes,
  ...profileRoutes,
  ...secretaryRoutes,
  ...systemRoutes,
  ...testsSpaceRoutes,
};

export type EndpointName = keyof typeof endpoints;
