import {
  contentAnswerSchema,
  contentParamsSchema,
  contentQuerySchema,
  eventCompletionAnswerSchema,
  eventCompletionBodySchema,
  eventCompletionParamsSchema,
  unitAnswerSchema,
  unitParamsSchema,
  unitTitleBodySchema,
} from '../schemas/content';
import type { contentRoutes } from './content';
import type { EndpointSchemas } from './define-endpoint';

export const contentSchemas = {
  getContent: { params: contentParamsSchema, query: contentQuerySchema, answer: contentAnswerSchema },
  updateUnitTitle: { params: unitParamsSchema, body: unitTitleBodySchema, answer: unitAnswerSchema, status: 201 },
  setEventCompletion: { params: eventCompletionParamsSchema, body: eventCompletionBodySchema, answer: eventCompletionAnswerSchema },
} as const satisfies Record<keyof typeof contentRoutes, EndpointSchemas>;
