import {
  createRequestAnswerSchema,
  decideRequestAnswerSchema,
  decideRequestSchema,
  requestIdParamsSchema,
  requestsAnswerSchema,
  requestsContactParamsSchema,
  requestTypeParamsSchema,
  tutoringRequestSchema,
} from '../schemas/requests';
import type { EndpointSchemas } from './define-endpoint';
import type { requestsRoutes } from './requests';

export const requestsSchemas = {
  createTutoringRequest: { params: requestTypeParamsSchema, body: tutoringRequestSchema, answer: createRequestAnswerSchema, status: 201 },
  listStudentRequests: { params: requestsContactParamsSchema, answer: requestsAnswerSchema },
  listTeacherRequests: { params: requestsContactParamsSchema, answer: requestsAnswerSchema },
  decideRequest: { params: requestIdParamsSchema, body: decideRequestSchema, answer: decideRequestAnswerSchema },
} as const satisfies Record<keyof typeof requestsRoutes, EndpointSchemas>;
