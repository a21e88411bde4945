import { leadAnswerSchema, leadPayloadSchema } from '../schemas/leads';
import type { EndpointSchemas } from './define-endpoint';
import type { leadsRoutes } from './leads';

export const leadsSchemas = {
  createLead: { body: leadPayloadSchema, answer: leadAnswerSchema, status: 201 },
} as const satisfies Record<keyof typeof leadsRoutes, EndpointSchemas>;
