import { healthAnswerSchema, liveAnswerSchema, readyAnswerSchema } from '../schemas/common';
import { publicConfigAnswerSchema } from '../schemas/formations';
import type { EndpointSchemas } from './define-endpoint';
import type { systemRoutes } from './system';

export const systemSchemas = {
  checkHealth: { answer: healthAnswerSchema },
  checkLiveness: { answer: liveAnswerSchema },
  checkReadiness: { answer: readyAnswerSchema },
  getPublicConfig: { answer: publicConfigAnswerSchema },
} as const satisfies Record<keyof typeof systemRoutes, EndpointSchemas>;
