import { testSpaceTokenAnswerSchema } from '../schemas/tests-space';
import type { EndpointSchemas } from './define-endpoint';
import type { testsSpaceRoutes } from './tests-space';

export const testsSpaceSchemas = {
  getTestSpaceToken: { answer: testSpaceTokenAnswerSchema },
} as const satisfies Record<keyof typeof testsSpaceRoutes, EndpointSchemas>;
