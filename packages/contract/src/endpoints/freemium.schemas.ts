import {
  freemiumAuthorizeUrlAnswerSchema,
  freemiumAuthorizeUrlParamsSchema,
  freemiumAuthorizeUrlQuerySchema,
  freemiumLoginAnswerSchema,
  freemiumProvidersAnswerSchema,
  leadFreemiumBodySchema,
  oauthFreemiumBodySchema,
} from '../schemas/freemium';
import type { EndpointSchemas } from './define-endpoint';
import type { freemiumRoutes } from './freemium';

export const freemiumSchemas = {
  getFreemiumAuthorizeUrl: { params: freemiumAuthorizeUrlParamsSchema, query: freemiumAuthorizeUrlQuerySchema, answer: freemiumAuthorizeUrlAnswerSchema },
  listFreemiumProviders: { answer: freemiumProvidersAnswerSchema },
  loginFreemiumWithProvider: { body: oauthFreemiumBodySchema, answer: freemiumLoginAnswerSchema },
  loginFreemiumWithLead: { body: leadFreemiumBodySchema, answer: freemiumLoginAnswerSchema },
} as const satisfies Record<keyof typeof freemiumRoutes, EndpointSchemas>;
