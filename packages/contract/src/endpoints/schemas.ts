import { authSchemas } from './auth.schemas';
import { casesSchemas } from './cases.schemas';
import { checkoutSchemas } from './checkout.schemas';
import { enrolmentsSchemas } from './enrolments.schemas';
import { filesSchemas } from './files.schemas';
import { freemiumSchemas } from './freemium.schemas';
import { leadsSchemas } from './leads.schemas';
import { onboardingSchemas } from './onboarding.schemas';
import { profileSchemas } from './profile.schemas';
import { secretarySchemas } from './secretary.schemas';
import { systemSchemas } from './system.schemas';
import { testsSpaceSchemas } from './tests-space.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...authSchemas,
  ...casesSchemas,
  ...checkoutSchemas,
  ...enrolmentsSchemas,
  ...filesSchemas,
  ...freemiumSchemas,
  ...leadsSchemas,
  ...onboardingSchemas,
  ...profileSchemas,
  ...secretarySchemas,
  ...systemSchemas,
  ...testsSpaceSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
