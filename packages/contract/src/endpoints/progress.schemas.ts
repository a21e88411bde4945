import { contactCompletionAnswerSchema, contactCompletionBodySchema, contactCompletionParamsSchema } from '../schemas/formations';
import type { EndpointSchemas } from './define-endpoint';
import type { progressRoutes } from './progress';

export const progressSchemas = {
  getGroupCompletion: { params: contactCompletionParamsSchema, body: contactCompletionBodySchema, answer: contactCompletionAnswerSchema },
} as const satisfies Record<keyof typeof progressRoutes, EndpointSchemas>;
