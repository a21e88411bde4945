import {
  academyCasesQuerySchema,
  caseAnswerSchema,
  caseIdParamsSchema,
  caseResolutionAnswerSchema,
  casesAnswerSchema,
  createCaseSchema,
  updateCaseSchema,
} from '../schemas/cases';
import type { casesRoutes } from './cases';
import type { EndpointSchemas } from './define-endpoint';

export const casesSchemas = {
  listOwnCases: { answer: casesAnswerSchema },
  registerCase: { body: createCaseSchema, answer: caseAnswerSchema, status: 201 },
  getCaseResolution: { params: caseIdParamsSchema, answer: caseResolutionAnswerSchema },
  listAcademyCases: { query: academyCasesQuerySchema, answer: casesAnswerSchema },
  updateCase: { params: caseIdParamsSchema, body: updateCaseSchema, answer: caseAnswerSchema },
} as const satisfies Record<keyof typeof casesRoutes, EndpointSchemas>;
