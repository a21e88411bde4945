import {
  apiKeyAnswerSchema,
  apiKeyIdParamsSchema,
  apiKeysAnswerSchema,
  createApiKeySchema,
  createdApiKeyAnswerSchema,
  crmEnrolmentsAnswerSchema,
  crmEnrolmentsQuerySchema,
} from '../schemas/back-office-api-keys';
import type { backOfficeApiKeysRoutes } from './back-office-api-keys';
import type { EndpointSchemas } from './define-endpoint';

export const backOfficeApiKeysSchemas = {
  listApiKeys: { answer: apiKeysAnswerSchema },
  createApiKey: { body: createApiKeySchema, answer: createdApiKeyAnswerSchema, status: 201 },
  revokeApiKey: { params: apiKeyIdParamsSchema, answer: apiKeyAnswerSchema },
  listCrmEnrolments: { query: crmEnrolmentsQuerySchema, answer: crmEnrolmentsAnswerSchema },
} as const satisfies Record<keyof typeof backOfficeApiKeysRoutes, EndpointSchemas>;
